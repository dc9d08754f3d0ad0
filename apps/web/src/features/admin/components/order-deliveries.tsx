import type { FailingDelivery, OrderDeliveriesAnswer } from '@portal/contracts';
import { formatDateTime, formatInteger } from '../../../lib/format.ts';
import { adminTexts } from '../admin-texts.ts';
import { RowActionButton } from './admin-list.tsx';

const t = adminTexts.system.deliveries;

type Props = {
  deliveries: OrderDeliveriesAnswer;
  /** The delivery "Tentar agora" is asking for, if any. */
  retrying: string | null;
  onRetry: (delivery: FailingDelivery) => void;
};

const orderOf = (delivery: FailingDelivery) =>
  t.order(delivery.orderId.slice(0, 8), delivery.customerName, delivery.representativeId);

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
                <p className="admin-delivery-order">{orderOf(delivery)}</p>
                <p>
                  {t.attempts(delivery.attempts)} ·{' '}
                  {delivery.nextAttemptAt
                    ? t.nextTry(formatDateTime(new Date(delivery.nextAttemptAt)))
                    : t.gaveUp}
                </p>
                <p className="admin-delivery-error">{t.lastError(delivery.lastError)}</p>
                <RowActionButton
                  id={delivery.id}
                  busy={retrying}
                  label={t.retry}
                  icon="pi pi-refresh"
                  ariaLabel={`${t.retry}: ${orderOf(delivery)}`}
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
