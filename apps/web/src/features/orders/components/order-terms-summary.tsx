import type { OrderApproval, OrderPaymentCondition } from '@portal/contracts';
import { memo, useMemo } from 'react';
import { formatCurrency, formatDate } from '../../../lib/format.ts';
import { ordersTexts as t } from '../orders-texts.ts';
import { installmentsOf, surchargeText } from '../utils/order-terms.ts';

type Props = {
  /** The order's condition; null when none is chosen (or the company has none). */
  condition: OrderPaymentCondition | null;
  /** The net total with the condition's surcharge, as the device's summary has it. */
  netTotal: number;
  /** What the surcharge adds to the value (negative: a discount for paying sooner). */
  surcharge: number;
  today: string;
  /** The approval reasons of the server's last evaluation: only the server knows the approvers' rules. */
  approvals: readonly OrderApproval[];
};

/**
 * The order's terms as the rep types (docs/domain.md §8.2): the condition's surcharge in reais and the installments
 * with their dates and values, computed on the device with the server's rules so they move offline too; then why the
 * order will wait for a supervisor, once a save has been answered.
 */
export const OrderTermsSummary = memo(({ condition, netTotal, surcharge, today, approvals }: Props) => {
  const installments = useMemo(
    () => (condition && netTotal > 0 ? installmentsOf(condition, netTotal, today) : []),
    [condition, netTotal, today],
  );
  if (!condition && approvals.length === 0) return null;
  return (
    <section className="order-terms card" aria-label={t.termsTitle} data-testid="order-terms">
      {condition && condition.surchargePercent !== 0 && (
        <p className="order-terms-surcharge" data-field="surcharge">
          {t.surchargeLine(surchargeText(condition.surchargePercent), formatCurrency(surcharge))}
        </p>
      )}
      {installments.length > 0 && (
        <>
          <strong>{t.installments}</strong>
          <ul data-field="installments">
            {installments.map((installment) => (
              <li key={installment.number}>
                {t.installmentLine(
                  installment.number,
                  formatDate(installment.dueDate),
                  formatCurrency(installment.value),
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {approvals.length > 0 && (
        <div className="order-warnings" role="status">
          <strong>{t.approvalsTitle}</strong>
          <ul>
            {approvals.map((approval) => (
              <li key={approval.kind}>{approval.message}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
});
OrderTermsSummary.displayName = 'OrderTermsSummary';
