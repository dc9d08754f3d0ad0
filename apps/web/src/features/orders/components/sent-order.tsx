import type { OrderDraftAnswer } from '@portal/contracts';
import { Link } from 'react-router';
import { orderPaths, paths } from '../../../config/paths.ts';
import {
  formatCurrency,
  formatDate,
  formatDateTime,
  formatInteger,
  formatPercent,
} from '../../../lib/format.ts';
import { ordersTexts as t } from '../orders-texts.ts';
import { orderWhatsappLink } from '../utils/order-share.ts';
import { ErpAnswerPanel } from './erp-answer-panel.tsx';
import { SharePdfButton } from './share-pdf-button.tsx';

const lineName = (line: OrderDraftAnswer['evaluation']['lines'][number]) =>
  [line.reference, line.description, line.colorName, line.size].filter(Boolean).join(' ');

/**
 * A sent order (docs/domain.md §6): its state on the way to the ERP, the figures the server evaluated, and two ways
 * to hand it to the customer: the print dialog's "Salvar como PDF" (the print stylesheet shows only this order), the
 * order's PDF made on the device (shared or downloaded) and a WhatsApp text.
 */
export const SentOrder = ({ order, repName }: { order: OrderDraftAnswer; repName: string }) => {
  const { totals, lines } = order.evaluation;
  const whatsapp = orderWhatsappLink(order, repName);
  return (
    <article className="sent-order card" aria-labelledby="sent-order-title">
      <header className="sent-order-head">
        <h2 id="sent-order-title">{t.printHeading(order.customer.name)}</h2>
        <p className={`order-status-badge status-${order.status}`} data-testid="order-status">
          {t.statusLine(order.status, order.erpOrderNumber)}
        </p>
        {order.sentAt && <p className="order-hint">{t.sentAt(formatDateTime(new Date(order.sentAt)))}</p>}
      </header>
      <ErpAnswerPanel order={order} />
      <dl className="order-summary-figures">
        <div>
          <dt>{t.pieces}</dt>
          <dd>{formatInteger(totals.parts)}</dd>
        </div>
        <div>
          <dt>{t.value}</dt>
          <dd>{formatCurrency(totals.value)}</dd>
        </div>
        <div>
          <dt>{`${t.discount} ${formatPercent(order.discountPercent)}`}</dt>
          <dd>{formatCurrency(Math.round((totals.value - totals.netValue) * 100) / 100)}</dd>
        </div>
        <div className="is-strong">
          <dt>{t.netValue}</dt>
          <dd data-field="netValue">{formatCurrency(totals.netValue)}</dd>
        </div>
        {/* The rep's commission is not the customer's business: left off the paper. */}
        <div className="is-commission no-print">
          <dt>{t.commission}</dt>
          <dd>{formatCurrency(totals.commission)}</dd>
        </div>
        <div>
          <dt>{t.paymentDays}</dt>
          <dd>{order.paymentDays}</dd>
        </div>
        {order.deliveryDate && (
          <div>
            <dt>{t.deliveryDate}</dt>
            <dd>{formatDate(order.deliveryDate)}</dd>
          </div>
        )}
      </dl>
      <table className="sent-order-lines">
        <caption>{t.lines}</caption>
        <thead>
          <tr>
            <th scope="col">{t.reference}</th>
            <th scope="col">{t.parts}</th>
            <th scope="col">{t.value}</th>
            <th scope="col">{t.netValue}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={`${line.reference}-${line.colorCode}-${line.size}`}>
              <td>{lineName(line)}</td>
              <td>{formatInteger(line.parts)}</td>
              <td>{formatCurrency(line.value)}</td>
              <td>{formatCurrency(line.netValue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {order.note && <p className="sent-order-note">{order.note}</p>}
      <div className="order-actions no-print">
        <button type="button" className="order-button" onClick={() => window.print()}>
          <i className="pi pi-file-pdf" aria-hidden="true" />
          {t.pdf}
        </button>
        <SharePdfButton order={order} repName={repName} />
        {whatsapp ? (
          <a
            className="order-button"
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t.whatsappOf(order.customer.name)}
          >
            <i className="pi pi-whatsapp" aria-hidden="true" />
            {t.whatsapp}
          </a>
        ) : (
          <p className="order-hint" data-testid="order-no-whatsapp">
            {t.noWhatsapp}
          </p>
        )}
        <Link className="order-button" to={orderPaths.newFor(order.customer)}>
          {t.another}
        </Link>
        <Link className="order-button is-primary" to={paths.orders}>
          {t.backToList}
        </Link>
      </div>
    </article>
  );
};
