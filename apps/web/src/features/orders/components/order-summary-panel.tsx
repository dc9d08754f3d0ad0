import { memo } from 'react';
import { flagInfo } from '../../../components/customer/financial-flag.ts';
import { formatCurrency, formatInteger, formatPercent } from '../../../lib/format.ts';
import { ordersTexts as t } from '../orders-texts.ts';
import type { OrderSummary } from '../utils/order-summary.ts';

/**
 * The flag's advice, in words that match the figure beside it: the screen shows the projected balance after the
 * order, so the overdue flag's "o valor mostrado é o valor vencido" (true of the grids) is said otherwise here.
 */
const creditHint = (flagAfter: number, tooltip: string): string =>
  flagAfter === 4 ? t.creditOverdueHint : tooltip;

const percentOrNone = (value: number | null): string => (value === null ? t.noGoal : formatPercent(value));

/**
 * The order's summary (docs/domain.md §6): pieces, value, discount, net value, the rep's commission, each quota
 * article's goal before → after, and the customer's credit after the order in the financial flag's colour and words.
 */
export const OrderSummaryPanel = memo(({ summary }: { summary: OrderSummary }) => {
  const flag = summary.credit ? flagInfo(summary.credit.flagAfter) : null;
  return (
    <section className="order-summary card" aria-label={t.summary} data-testid="order-summary">
      <h3>{t.summary}</h3>
      <dl className="order-summary-figures">
        <div>
          <dt>{t.pieces}</dt>
          <dd data-field="pieces">{formatInteger(summary.parts)}</dd>
        </div>
        <div>
          <dt>{t.value}</dt>
          <dd data-field="value">{formatCurrency(summary.value)}</dd>
        </div>
        <div>
          <dt>{t.discount}</dt>
          <dd data-field="discount">{formatCurrency(summary.discount)}</dd>
        </div>
        <div className="is-strong">
          <dt>{t.netValue}</dt>
          <dd data-field="netValue">{formatCurrency(summary.netValue)}</dd>
        </div>
        {summary.commission !== null && (
          <div className="is-commission">
            <dt>{t.commission}</dt>
            <dd data-field="commission">{formatCurrency(summary.commission)}</dd>
          </div>
        )}
      </dl>
      {summary.commission === null && <p className="order-hint">{t.commissionOffline}</p>}
      {summary.goals.length > 0 && (
        <div className="order-goals">
          <h4>{t.goals}</h4>
          <ul>
            {summary.goals.map((goal) => (
              <li key={goal.quotaArticle} data-goal={goal.quotaArticle}>
                <span className="order-goal-name">{goal.description}</span>
                <span className="order-goal-move">
                  {t.goalMove(percentOrNone(goal.percentBefore), percentOrNone(goal.percentAfter))}
                </span>
                {goal.goal > 0 && (
                  <span className="order-goal-bar" aria-hidden="true">
                    <span style={{ width: `${Math.min(100, goal.percentBefore ?? 0)}%` }} />
                    <span
                      className="is-after"
                      style={{
                        width: `${Math.max(0, Math.min(100, goal.percentAfter ?? 0) - Math.min(100, goal.percentBefore ?? 0))}%`,
                      }}
                    />
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {summary.credit && flag && (
        <div className="order-credit" data-field="credit" data-flag={summary.credit.flagAfter}>
          <span className="order-credit-square" style={{ background: flag.color }} aria-hidden="true" />
          <span className="order-credit-text">
            <span className="order-credit-title">{t.credit}</span>
            <span className="order-credit-value">{`${formatCurrency(summary.credit.after)} · ${flag.label}`}</span>
            <span className="order-credit-hint">{creditHint(summary.credit.flagAfter, flag.tooltip)}</span>
          </span>
        </div>
      )}
    </section>
  );
});
OrderSummaryPanel.displayName = 'OrderSummaryPanel';
