import type { PendingOrderExport } from '@portal/contracts';
import { formatCnpj, formatCurrency, formatDateTime, formatInteger } from '../../../lib/format.ts';
import { adminTexts } from '../admin-texts.ts';

const t = adminTexts.orderExports;

const conditionOf = (order: PendingOrderExport) =>
  order.paymentCondition
    ? [order.paymentCondition, order.paymentConditionDescription].filter(Boolean).join(' - ')
    : t.days(order.paymentDays);

const customerOf = (order: PendingOrderExport) =>
  `${order.customerName || formatCnpj(order.customerRegister)}`;

const repOf = (order: PendingOrderExport) =>
  `${order.representativeId}${order.representativeName ? ` - ${order.representativeName}` : ''}`;

/**
 * The orders "Exportar" takes: a card each on a phone, the customer first; one row each at desktop widths, with the
 * columns the administrator checks before handing them to the ERP.
 */
export const PendingOrderExports = ({ orders, phone }: { orders: PendingOrderExport[]; phone: boolean }) =>
  phone ? (
    <ul className="admin-cards" aria-label={t.pending}>
      {orders.map((order) => (
        <li key={order.id} className="card admin-card">
          <div className="admin-card-head">
            <strong>{customerOf(order)}</strong>
          </div>
          <p className="admin-card-line">
            {t.representative}: {repOf(order)}
          </p>
          <p className="admin-card-line">
            {t.sentAt}: {formatDateTime(new Date(order.sentAt))}
          </p>
          <p className="admin-card-line">
            {t.pieces}: {formatInteger(order.pieces)} · {t.netValue}:{' '}
            <strong>{formatCurrency(order.netValue)}</strong>
          </p>
          <p className="admin-card-line">
            {t.condition}: {conditionOf(order)}
          </p>
        </li>
      ))}
    </ul>
  ) : (
    <div className="admin-table-wrap">
      <table className="admin-table" aria-label={t.pending}>
        <thead>
          <tr>
            <th scope="col">{t.customer}</th>
            <th scope="col">{t.representative}</th>
            <th scope="col">{t.sentAt}</th>
            <th scope="col" className="is-number">
              {t.pieces}
            </th>
            <th scope="col" className="is-number">
              {t.netValue}
            </th>
            <th scope="col">{t.condition}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <td>
                {customerOf(order)}
                <span className="admin-table-sub">{formatCnpj(order.customerRegister)}</span>
              </td>
              <td>{repOf(order)}</td>
              <td>{formatDateTime(new Date(order.sentAt))}</td>
              <td className="is-number">{formatInteger(order.pieces)}</td>
              <td className="is-number">{formatCurrency(order.netValue)}</td>
              <td>{conditionOf(order)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
