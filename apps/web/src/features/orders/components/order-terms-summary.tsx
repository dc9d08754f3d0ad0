import type { OrderEvaluation } from '@portal/contracts';
import { memo } from 'react';
import { formatCurrency, formatDate } from '../../../lib/format.ts';
import { ordersTexts as t } from '../orders-texts.ts';

/**
 * The installments and the approval reasons of the server's last evaluation (docs/domain.md §8.2): the device cannot
 * know them offline, so they show once a save has been answered.
 */
export const OrderTermsSummary = memo(({ evaluation }: { evaluation: OrderEvaluation | null }) => {
  if (!evaluation) return null;
  const { installments, approvals } = evaluation;
  if (installments.length === 0 && approvals.length === 0) return null;
  return (
    <section className="order-terms card" aria-label={t.installments}>
      {installments.length > 0 && (
        <>
          <strong>{t.installments}</strong>
          <ul>
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
