import type { OrderExportEntry } from '@portal/contracts';
import { Button } from 'primereact/button';
import { formatDateTime, formatInteger } from '../../../lib/format.ts';
import { adminTexts } from '../admin-texts.ts';

const t = adminTexts.orderExports;

type Props = {
  rows: OrderExportEntry[];
  phone: boolean;
  /** The export whose zip is being downloaded again, if any. */
  downloading: number | null;
  onDownload: (entry: OrderExportEntry) => void;
};

const filesOf = (entry: OrderExportEntry) =>
  entry.files.length === 0
    ? t.noFiles
    : `${entry.files.join(', ')}${entry.folder ? ` ${t.folder(entry.folder)}` : ''}`;

const DownloadButton = ({
  entry,
  downloading,
  onDownload,
}: Omit<Props, 'rows' | 'phone'> & { entry: OrderExportEntry }) =>
  entry.downloadable ? (
    <Button
      label={t.download}
      icon="pi pi-download"
      size="small"
      outlined
      loading={downloading === entry.id}
      disabled={downloading !== null && downloading !== entry.id}
      aria-label={`${t.download}: ${formatDateTime(new Date(entry.at))}`}
      onClick={() => onDownload(entry)}
    />
  ) : null;

/** Every export, whichever road took the orders, newest first: cards on a phone, a table at desktop widths. */
export const OrderExportHistory = ({ rows, phone, downloading, onDownload }: Props) =>
  phone ? (
    <ul className="admin-cards" aria-label={t.history}>
      {rows.map((entry) => (
        <li key={entry.id} className="card admin-card">
          <div className="admin-card-head">
            <strong>{formatDateTime(new Date(entry.at))}</strong>
            <span className="admin-badge">{t.origin[entry.origin]}</span>
          </div>
          <p className="admin-card-line">
            {t.by}: {entry.startedBy} · {t.orders}: {formatInteger(entry.orders)} · {t.items}:{' '}
            {formatInteger(entry.items)}
          </p>
          <p className="admin-card-line">
            {t.files}: {filesOf(entry)}
          </p>
          <DownloadButton entry={entry} downloading={downloading} onDownload={onDownload} />
        </li>
      ))}
    </ul>
  ) : (
    <div className="admin-table-wrap">
      <table className="admin-table" aria-label={t.history}>
        <thead>
          <tr>
            <th scope="col">{t.when}</th>
            <th scope="col">{t.by}</th>
            <th scope="col" className="is-number">
              {t.orders}
            </th>
            <th scope="col" className="is-number">
              {t.items}
            </th>
            <th scope="col">{t.files}</th>
            <th scope="col">
              <span className="p-sr-only">{t.download}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((entry) => (
            <tr key={entry.id}>
              <td>{formatDateTime(new Date(entry.at))}</td>
              <td>
                {entry.startedBy}
                <span className="admin-table-sub">{t.origin[entry.origin]}</span>
              </td>
              <td className="is-number">{formatInteger(entry.orders)}</td>
              <td className="is-number">{formatInteger(entry.items)}</td>
              <td className="admin-table-files">{filesOf(entry)}</td>
              <td>
                <DownloadButton entry={entry} downloading={downloading} onDownload={onDownload} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
