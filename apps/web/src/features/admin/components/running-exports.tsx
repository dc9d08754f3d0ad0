import type { RunningExport } from '@portal/contracts';
import { formatDateTime, formatInteger, formatPercent } from '../../../lib/format.ts';
import { adminTexts } from '../admin-texts.ts';

const t = adminTexts.system;

/**
 * Whole percent, rounded down so 100% means done, and never past it: on the embedded engine an import between two
 * batches can leave the count behind the rows sent.
 */
const percent = ({ rowsWritten, rowsTotal }: RunningExport) =>
  rowsTotal > 0 ? Math.min(100, Math.floor((rowsWritten / rowsTotal) * 100)) : 100;

/** Sistema's "Exportações em andamento": the integration API's exports this server is sending now. */
export const RunningExports = ({ exports }: { exports: RunningExport[] }) => (
  <section className="card admin-exports" aria-labelledby="admin-exports-title">
    <h3 id="admin-exports-title">{t.exports}</h3>
    {exports.length === 0 ? (
      <p>{t.noExports}</p>
    ) : (
      <ul>
        {exports.map((running, index) => (
          <li key={`${running.startedAt}-${running.startedBy}-${index}`}>
            {t.exportLine({
              file: `${running.resource}.${running.format}`,
              startedBy: running.startedBy,
              since: formatDateTime(new Date(running.startedAt)),
              written: formatInteger(running.rowsWritten),
              total: formatInteger(running.rowsTotal),
              percent: formatPercent(percent(running), 0),
            })}
          </li>
        ))}
      </ul>
    )}
  </section>
);
