import type { OrderExportEntry } from '@portal/contracts';
import { formatDateTime, formatInteger } from '../../../lib/format.ts';
import { adminTexts } from '../admin-texts.ts';
import { AdminList, RowActionButton, type AdminColumn } from './admin-list.tsx';

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

const whenOf = (entry: OrderExportEntry) => formatDateTime(new Date(entry.at));

/** Every export, whichever road took the orders, newest first: cards on a phone, a table at desktop widths. */
export const OrderExportHistory = ({ rows, phone, downloading, onDownload }: Props) => {
  const download = (entry: OrderExportEntry) =>
    entry.downloadable ? (
      <RowActionButton
        id={entry.id}
        busy={downloading}
        label={t.download}
        icon="pi pi-download"
        ariaLabel={`${t.download}: ${whenOf(entry)}`}
        onClick={() => onDownload(entry)}
      />
    ) : null;
  const columns: AdminColumn<OrderExportEntry>[] = [
    { header: t.when, cell: whenOf },
    {
      header: t.by,
      cell: (entry) => (
        <>
          {entry.startedBy}
          <span className="admin-table-sub">{t.origin[entry.origin]}</span>
        </>
      ),
    },
    { header: t.orders, number: true, cell: (entry) => formatInteger(entry.orders) },
    { header: t.items, number: true, cell: (entry) => formatInteger(entry.items) },
    { header: t.files, className: 'admin-table-files', cell: filesOf },
    { header: t.download, quietHeader: true, cell: download },
  ];
  return (
    <AdminList
      rows={rows}
      phone={phone}
      label={t.history}
      rowKey={(entry) => entry.id}
      columns={columns}
      card={(entry) => (
        <>
          <div className="admin-card-head">
            <strong>{whenOf(entry)}</strong>
            <span className="admin-badge">{t.origin[entry.origin]}</span>
          </div>
          <p className="admin-card-line">
            {t.by}: {entry.startedBy} · {t.orders}: {formatInteger(entry.orders)} · {t.items}:{' '}
            {formatInteger(entry.items)}
          </p>
          <p className="admin-card-line">
            {t.files}: {filesOf(entry)}
          </p>
          {download(entry)}
        </>
      )}
    />
  );
};
