import { orderDraftStatuses, type OrderDraftStatus, type OrderDraftSummary } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { RepresentativeField } from '../../../components/report-page/representative-field.tsx';
import { orderPaths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { formatCurrency, formatDate, formatDateTime, formatInteger } from '../../../lib/format.ts';
import { useOutboxItems } from '../../../lib/outbox/app-outbox.ts';
import { useOrderDrafts } from '../api/get-order-drafts.ts';
import { localDrafts, useLocalDrafts } from '../api/order-outbox.ts';
import { ordersTexts as t } from '../orders-texts.ts';
import type { LocalOrder } from '../utils/order-draft.ts';

type Row = {
  id: string;
  status: OrderDraftStatus;
  customer: string;
  when: string;
  parts: number;
  netValue: number | null;
  erpOrderNumber: number | null;
  pending: boolean;
  onDevice: boolean;
};

const fromServer = (order: OrderDraftSummary, pending: boolean): Row => ({
  id: order.id,
  status: order.status,
  customer: order.customer.name,
  when: order.sentOn ? formatDate(order.sentOn) : formatDateTime(new Date(order.savedAt)),
  parts: order.parts,
  netValue: order.netValue,
  erpOrderNumber: order.erpOrderNumber,
  pending,
  onDevice: false,
});

const fromDevice = (order: LocalOrder, pending: boolean): Row => ({
  id: order.id,
  status: order.server?.status ?? (order.status === 'sent' ? 'sent' : 'draft'),
  customer: order.customer.name,
  when: formatDateTime(new Date(order.updatedAt)),
  parts: order.items.reduce((sum, item) => sum + item.parts, 0),
  netValue: order.server?.evaluation.totals.netValue ?? null,
  erpOrderNumber: order.server?.erpOrderNumber ?? null,
  pending,
  onDevice: true,
});

/**
 * Pedidos' list (docs/domain.md §6): drafts, sent, exported and in the ERP, newest first, filtered by state. A
 * supervisor names the representative, as on the other screens. Orders typed on this device and not yet on the
 * server are listed too, marked pending.
 */
export const OrdersList = ({ username, supervisor }: { username: string; supervisor: boolean }) => {
  const [statuses, setStatuses] = useState<OrderDraftStatus[]>([]);
  const [representativeId, setRepresentativeId] = useState<number | null>(null);
  const filter = supervisor
    ? representativeId
      ? { representativeId, status: statuses.length ? statuses : undefined }
      : null
    : { status: statuses.length ? statuses : undefined };
  const answer = useOrderDrafts(filter);
  const outboxItems = useOutboxItems();
  useLocalDrafts();
  const waiting = useMemo(
    () => new Set(outboxItems.filter((item) => item.status === 'pending').map((item) => item.key)),
    [outboxItems],
  );

  const rows = useMemo(() => {
    // A draft saved while the rep read further pages may move between them: listed once.
    const seen = new Set<string>();
    const server = (answer.data?.pages.flat() ?? [])
      .filter((order) => !seen.has(order.id) && Boolean(seen.add(order.id)))
      .map((order) => fromServer(order, waiting.has(order.id)));
    const known = new Set(server.map((row) => row.id));
    const device = supervisor
      ? []
      : localDrafts
          .list(username)
          .filter((order) => !known.has(order.id))
          .map((order) => fromDevice(order, waiting.has(order.id)));
    const all = [...device, ...server];
    return statuses.length ? all.filter((row) => statuses.includes(row.status)) : all;
  }, [answer.data, waiting, supervisor, username, statuses]);

  const toggle = (status: OrderDraftStatus) =>
    setStatuses((current) =>
      current.includes(status) ? current.filter((item) => item !== status) : [...current, status],
    );

  return (
    <section className="orders-list" aria-label={t.listTitle}>
      <div className="orders-list-filters card">
        {supervisor && <RepresentativeField value={representativeId} onChange={setRepresentativeId} />}
        <fieldset className="orders-status-filter">
          <legend>{t.statusFilter}</legend>
          {orderDraftStatuses.map((status) => (
            <label key={status} className={`order-chip${statuses.includes(status) ? ' is-on' : ''}`}>
              <input type="checkbox" checked={statuses.includes(status)} onChange={() => toggle(status)} />
              {t.statuses[status]}
            </label>
          ))}
        </fieldset>
      </div>
      {answer.error && (
        <p className="report-error" role="alert">{`${t.listError}: ${errorMessage(answer.error)}`}</p>
      )}
      {supervisor && !representativeId ? (
        <p className="order-hint">{t.fillRepresentativeFirst}</p>
      ) : rows.length === 0 && !answer.isFetching ? (
        <p className="report-empty">{t.noOrders}</p>
      ) : (
        <ul className="orders-rows">
          {rows.map((row) => (
            <li key={row.id}>
              <Link className="orders-row card" to={orderPaths.order(row.id)} data-order={row.id}>
                <span className="orders-row-customer">{row.customer}</span>
                <span className={`order-status-badge status-${row.status}`}>
                  {t.statusLine(row.status, row.erpOrderNumber)}
                </span>
                <span className="orders-row-when">
                  {row.when}
                  {row.pending && <span className="order-pending-tag">{t.pendingTag}</span>}
                  {row.onDevice && !row.pending && <span className="order-device-tag">{t.onDevice}</span>}
                </span>
                <span className="orders-row-figures">
                  {`${formatInteger(row.parts)} ${t.pieces.toLowerCase()}`}
                  {row.netValue !== null && ` · ${formatCurrency(row.netValue)}`}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {answer.hasNextPage && (
        <button
          type="button"
          className="order-button orders-more"
          disabled={answer.isFetchingNextPage}
          onClick={() => void answer.fetchNextPage()}
        >
          {answer.isFetchingNextPage ? t.loadingMore : t.showMore}
        </button>
      )}
    </section>
  );
};
