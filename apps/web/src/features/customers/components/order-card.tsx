import type { CustomerOrder } from '@portal/contracts';
import { Button } from 'primereact/button';
import { Link } from 'react-router';
import { orderPaths } from '../../../config/paths.ts';
import { formatCurrency, formatDate, formatInteger } from '../../../lib/format.ts';
import { customersTexts as t } from '../customers-texts.ts';
import { showOrderArrows } from '../utils/order-navigation.ts';
import { DetailField } from '../../../components/customer/detail-field.tsx';

type Props = {
  orders: readonly CustomerOrder[];
  index: number;
  onStep: (step: -1 | 1) => void;
};

/** Pedido Atual (docs/product.md §2.8): status badge, order number with arrows (more than one order only), the order's figures. */
export const OrderCard = ({ orders, index, onStep }: Props) => {
  const order = orders[index];
  return (
    <section className="order-card card" aria-labelledby="order-card-title">
      <header className="order-card-head">
        <h3 id="order-card-title">{t.currentOrder}</h3>
        {order && (
          <span className={`status-badge status-${order.statusColor}`} data-testid="order-status">
            {order.statusDescription}
          </span>
        )}
      </header>
      {!order ? (
        <p className="report-empty">{t.noOrders}</p>
      ) : (
        <>
          <div className="order-number">
            {showOrderArrows(orders.length) && (
              <Button
                type="button"
                icon="pi pi-chevron-left"
                rounded
                text
                aria-label={t.previousOrder}
                disabled={index === 0}
                onClick={() => onStep(-1)}
              />
            )}
            <div className="order-number-text">
              <span className="figure-value" data-testid="order-number">
                {order.order}
              </span>
              {orders.length > 1 && (
                <span className="figure-label">{`${index + 1} de ${orders.length}`}</span>
              )}
            </div>
            {showOrderArrows(orders.length) && (
              <Button
                type="button"
                icon="pi pi-chevron-right"
                rounded
                text
                aria-label={t.nextOrder}
                disabled={index === orders.length - 1}
                onClick={() => onStep(1)}
              />
            )}
          </div>
          <dl className="detail-grid order-fields">
            <DetailField label="Data de Emissão" value={formatDate(order.issueDate)} />
            <DetailField label="Quantidade" value={formatInteger(order.totalAmount)} />
            <DetailField label="Valor Total" value={formatCurrency(order.totalValue)} />
            <DetailField label="Valor Líquido Total" value={formatCurrency(order.totalNetValue)} />
            <DetailField label="Tabela de Preço" value={order.priceTable} />
            <DetailField
              label="Representante Pedido"
              value={`${order.representativeId} - ${order.representative}`}
            />
            <DetailField
              label="Nota Fiscal"
              value={
                order.invoice &&
                (order.invoiceCount > 1 ? `${order.invoice} (${order.invoiceCount} notas)` : order.invoice)
              }
            />
            <DetailField label="Valor Faturado" value={formatCurrency(order.invoicedAmount)} />
            <DetailField label="Data de Emissão da Nota" value={formatDate(order.invoiceIssueDate)} />
            <DetailField label="Transportadora" value={order.shippingCompany} />
          </dl>
          <Link
            className="customer-screen-link"
            to={orderPaths.repeat(order.order)}
            aria-label={`${t.repeatOrder} ${order.order}`}
          >
            <i className="pi pi-replay" aria-hidden="true" />
            {t.repeatOrder}
          </Link>
        </>
      )}
    </section>
  );
};
