import type { FailingDelivery, OrderDeliveriesAnswer } from '@portal/contracts';
import { Button } from 'primereact/button';
import { formatDateTime, formatInteger } from '../../../lib/format.ts';
import { adminTexts } from '../admin-texts.ts';

const t = adminTexts.system.deliveries;

type Props = {
  deliveries: OrderDeliveriesAnswer;
  /** The delivery "Tentar agora" is asking for, if any. */
  retrying: string | null;
  onRetry: (delivery: FailingDelivery) => void;
};

/**
 * Sistema's "Entregas ao ERP" (docs/domain.md §8.6): what the webhook still has to deliver, what the receiver keeps
 * refusing (with its last answer and the next try) and what went out in the last day. One column on a phone.
 */
export const OrderDeliveries = ({ deliveries, retrying, onRetry }: Props) => (
  <section className="card admin-deliveries" aria-labelledby="admin-deliveries-title">
    <h3 id="admin-deliveries-title">{t.title}</h3>
    {!deliveries.configured ? (
      <p>{t.notConfigured}</p>
    ) : (
      <>
        <dl className="admin-figures">
          <div>
            <dt>{t.target}</dt>
            <dd>{deliveries.target}</dd>
          </div>
          <div>
            <dt>{t.pending}</dt>
            <dd>{formatInteger(deliveries.pending)}</dd>
          </div>
          <div>
            <dt>{t.delivered}</dt>
            <dd>{formatInteger(deliveries.deliveredLastDay)}</dd>
          </div>
        </dl>
        <h4>{t.failing}</h4>
        {deliveries.failing.length === 0 ? (
          <p>{t.noFailing}</p>
        ) : (
          <ul className="admin-deliveries-list">
            {deliveries.failing.map((delivery) => (
              <li key={delivery.id}>
                <p className="admin-delivery-order">
                  {t.order(delivery.orderId.slice(0, 8), delivery.customerName, delivery.representativeId)}
                </p>
                <p>
                  {t.attempts(delivery.attempts)} ·{' '}
                  {delivery.nextAttemptAt
                    ? t.nextTry(formatDateTime(new Date(delivery.nextAttemptAt)))
                    : t.gaveUp}
                </p>
                <p className="admin-delivery-error">{t.lastError(delivery.lastError)}</p>
                <Button
                  label={t.retry}
                  icon="pi pi-refresh"
                  size="small"
                  outlined
                  loading={retrying === delivery.id}
                  disabled={retrying !== null && retrying !== delivery.id}
                  aria-label={`${t.retry}: ${t.order(delivery.orderId.slice(0, 8), delivery.customerName, delivery.representativeId)}`}
                  onClick={() => onRetry(delivery)}
                />
              </li>
            ))}
          </ul>
        )}
      </>
    )}
  </section>
);
