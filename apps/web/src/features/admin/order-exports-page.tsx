import { Button } from 'primereact/button';
import { useState } from 'react';
import { usePhoneMode } from '../../components/report-grid/index.ts';
import { FullSpinner } from '../../components/full-spinner.tsx';
import { useNotify } from '../../components/notify/notify-context.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { adminTexts } from './admin-texts.ts';
import { useDownloadOrderExport } from './api/download-order-export.ts';
import { useExportOrders } from './api/export-orders.ts';
import { useOrderExportHistory } from './api/get-order-export-history.ts';
import { usePendingOrderExports } from './api/get-pending-order-exports.ts';
import { OrderExportHistory } from './components/order-export-history.tsx';
import { PendingOrderExports } from './components/pending-order-exports.tsx';
import './admin.css';

const t = adminTexts.orderExports;

/** The history under the list: its own call and pages, so paging never asks for the pending orders again. */
const HistoryPanel = ({ phone }: { phone: boolean }) => {
  const notify = useNotify();
  const [page, setPage] = useState(1);
  const history = useOrderExportHistory({ page });
  const download = useDownloadOrderExport();
  if (history.isPending) return <FullSpinner label="Carregando exportações..." />;
  if (history.error)
    return <p className="report-empty">{`${t.historyError}: ${errorMessage(history.error)}`}</p>;
  const { rows, total, pageSize } = history.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) return <p className="report-empty card">{t.empty}</p>;
  return (
    <>
      <OrderExportHistory
        rows={rows}
        phone={phone}
        downloading={download.isPending ? (download.variables ?? null) : null}
        onDownload={(entry) =>
          download.mutate(entry.id, {
            onSuccess: ({ fileName }) => notify.success(t.downloaded(fileName)),
            onError: (error) => notify.error(errorMessage(error)),
          })
        }
      />
      {pages > 1 && (
        <nav className="admin-pager" aria-label={t.history}>
          <Button
            label={t.previous}
            icon="pi pi-chevron-left"
            outlined
            size="small"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          />
          <span>{t.page(page, pages)}</span>
          <Button
            label={t.next}
            icon="pi pi-chevron-right"
            iconPos="right"
            outlined
            size="small"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          />
        </nav>
      )}
    </>
  );
};

/**
 * Pedidos ao ERP (/admin/order-exports): the sent orders no road has taken to the ERP yet, "Exportar" (the files of
 * `portal export-orders` as a zip, the orders marked exported) and the history of every export.
 */
export const AdminOrderExportsPage = () => {
  const notify = useNotify();
  const phone = usePhoneMode();
  const pending = usePendingOrderExports();
  const exporting = useExportOrders();
  const orders = pending.data ?? [];
  return (
    <div className="page admin-page">
      <h2 className="report-title">{t.title}</h2>
      <section className="card admin-order-exports" aria-labelledby="admin-order-exports-pending">
        <div className="admin-section-head">
          <h3 id="admin-order-exports-pending">
            {t.pending}
            {pending.data ? ` (${t.count(orders.length)})` : ''}
          </h3>
          <Button
            label={exporting.isPending ? t.exporting : t.export}
            icon="pi pi-download"
            loading={exporting.isPending}
            disabled={exporting.isPending || !pending.data || orders.length === 0}
            onClick={() =>
              exporting.mutate(undefined, {
                onSuccess: ({ fileName }) => notify.success(t.exported(fileName)),
                onError: (error) => notify.error(errorMessage(error)),
              })
            }
          />
        </div>
        <p className="admin-card-line">{t.pendingHint}</p>
        {pending.isPending ? (
          <FullSpinner label="Carregando pedidos..." />
        ) : pending.error ? (
          <p className="report-empty">{`${t.error}: ${errorMessage(pending.error)}`}</p>
        ) : orders.length === 0 ? (
          <p className="report-empty" role="status">
            {t.nothing}
          </p>
        ) : (
          <PendingOrderExports orders={orders} phone={phone} />
        )}
      </section>
      <h3 className="admin-subtitle">{t.history}</h3>
      <HistoryPanel phone={phone} />
    </div>
  );
};
