import type { ImportPreview, ImportPreviewFile } from '@portal/contracts';
import { Button } from 'primereact/button';
import { formatInteger, formatTime } from '../../../lib/format.ts';
import { adminTexts } from '../admin-texts.ts';

const t = adminTexts.imports;

type Props = {
  preview: ImportPreview;
  phone: boolean;
  /** Importar (or its confirmation of the removals) is on its way. */
  busy: boolean;
  onImport: (allowRemovals: boolean) => void;
  onDiscard: () => void;
  onSaveProblems: (problems: string[]) => void;
};

const figures = (file: ImportPreviewFile) =>
  [
    [t.rowsRead, file.rows],
    [t.added, file.added],
    [t.changedRows, file.changed],
    [t.removed, file.removed],
  ] as const;

/** One card per file on a phone, the file's name first; one row per file at desktop widths. */
const PreviewFiles = ({
  files,
  phone,
  label,
}: {
  files: ImportPreviewFile[];
  phone: boolean;
  label: string;
}) =>
  phone ? (
    <ul className="admin-cards" aria-label={label}>
      {files.map((file) => (
        <li key={file.file} className={`card admin-card${file.removed > 0 ? ' is-removing' : ''}`}>
          <div className="admin-card-head">
            <code>{file.file}</code>
          </div>
          <dl className="admin-preview-figures">
            {figures(file).map(([name, value]) => (
              <div key={name}>
                <dt>{name}</dt>
                <dd>{formatInteger(value)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  ) : (
    <div className="admin-table-wrap">
      <table className="admin-table" aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{t.file}</th>
            {[t.rowsRead, t.added, t.changedRows, t.removed].map((name) => (
              <th key={name} scope="col" className="is-number">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {files.map((file) => (
            <tr key={file.file} className={file.removed > 0 ? 'is-removing' : undefined}>
              <th scope="row">
                <code>{file.file}</code>
              </th>
              {figures(file).map(([name, value]) => (
                <td key={name} className="is-number">
                  {formatInteger(value)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );

/**
 * What an uploaded zip would do, nothing changed yet (docs/decisions/219): the figures per file, the problems, and
 * "Importar" — or, when a complete-list file would remove more than a fifth of what it covers, only the confirmation
 * that says how many rows go.
 */
export const ImportPreviewPanel = ({ preview, phone, busy, onImport, onDiscard, onSaveProblems }: Props) => {
  const removed = preview.removals.reduce((sum, removal) => sum + removal.removed, 0);
  const changes = preview.files.reduce((sum, file) => sum + file.added + file.changed + file.removed, 0);
  const title = t.previewOf(preview.source);
  return (
    <section className="admin-preview" aria-label={title}>
      <h4>{title}</h4>
      {preview.id === null ? (
        <p className="admin-preview-refused" role="alert">
          {t.previewRefused}
        </p>
      ) : (
        <p>{t.previewHint}</p>
      )}
      {preview.files.length > 0 && <PreviewFiles files={preview.files} phone={phone} label={title} />}
      {preview.id !== null && changes === 0 && <p>{t.previewNothing}</p>}
      {preview.notices.length > 0 && (
        <ul className="admin-files">
          {preview.notices.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </ul>
      )}
      {removed > 0 && <p className="admin-preview-warning">{t.previewRemovals}</p>}
      {preview.problems.length > 0 && (
        <>
          <ul className="admin-problems" aria-label={t.problems}>
            {preview.problems.slice(0, 20).map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
          <Button
            label={t.downloadProblems}
            icon="pi pi-download"
            outlined
            size="small"
            onClick={() => onSaveProblems(preview.problems)}
          />
        </>
      )}
      {preview.id !== null && (
        <>
          <div className="admin-actions admin-preview-actions">
            {removed > 0 ? (
              <Button
                className="admin-allow-removals"
                label={t.allowRemovals(removed)}
                icon="pi pi-exclamation-triangle"
                severity="danger"
                loading={busy}
                disabled={busy}
                onClick={() => onImport(true)}
              />
            ) : (
              <Button
                label={t.importNow}
                icon="pi pi-check"
                loading={busy}
                disabled={busy}
                onClick={() => onImport(false)}
              />
            )}
            <Button label={t.discard} icon="pi pi-times" outlined disabled={busy} onClick={onDiscard} />
          </div>
          {preview.expiresAt && (
            <p className="admin-card-line">{t.previewExpires(formatTime(new Date(preview.expiresAt)))}</p>
          )}
        </>
      )}
    </section>
  );
};
