import type { PendingOrderExport } from '@portal/contracts';
import { formatCnpj, formatCurrency, formatDateTime, formatInteger } from '../../../lib/format.ts';
import { adminTexts } from '../admin-texts.ts';
import { AdminList, type AdminColumn } from './admin-list.tsx';

const t = adminTexts.orderExports;

const conditionOf = (order: PendingOrderExport) =>
  order.paymentCondition
    ? [order.paymentCondition, order.paymentConditionDescription].filter(Boolean).join(' - ')
    : t.days(order.paymentDays);

const customerOf = (order: PendingOrderExport) =>
  `${order.customerName || formatCnpj(order.customerRegister)}`;

const repOf = (order: PendingOrderExport) =>
  `${order.representativeId}${order.representativeName ? ` - ${order.representativeName}` : ''}`;

const sentAtOf = (order: PendingOrderExport) => formatDateTime(new Date(order.sentAt));

const columns: AdminColumn<PendingOrderExport>[] = [
  {
    header: t.customer,
    cell: (order) => (
      <>
        {customerOf(order)}
        <span className="admin-table-sub">{formatCnpj(order.customerRegister)}</span>
      </>
    ),
  },
  { header: t.representative, cell: repOf },
  { header: t.sentAt, cell: sentAtOf },
  { header: t.pieces, number: true, cell: (order) => formatInteger(order.pieces) },
  { header: t.netValue, number: true, cell: (order) => formatCurrency(order.netValue) },
  { header: t.condition, cell: conditionOf },
];

const PendingCard = ({ order }: { order: PendingOrderExport }) => (
  <>
    <div className="admin-card-head">
      <strong>{customerOf(order)}</strong>
    </div>
    <p className="admin-card-line">
      {t.representative}: {repOf(order)}
    </p>
    <p className="admin-card-line">
      {t.sentAt}: {sentAtOf(order)}
    </p>
    <p className="admin-card-line">
      {t.pieces}: {formatInteger(order.pieces)} · {t.netValue}:{' '}
      <strong>{formatCurrency(order.netValue)}</strong>
    </p>
    <p className="admin-card-line">
      {t.condition}: {conditionOf(order)}
    </p>
  </>
);

/**
 * The orders "Exportar" takes: a card each on a phone, the customer first; one row each at desktop widths, with the
 * columns the administrator checks before handing them to the ERP.
 */
export const PendingOrderExports = ({ orders, phone }: { orders: PendingOrderExport[]; phone: boolean }) => (
  <AdminList
    rows={orders}
    phone={phone}
    label={t.pending}
    rowKey={(order) => order.id}
    columns={columns}
    card={(order) => <PendingCard order={order} />}
  />
);
