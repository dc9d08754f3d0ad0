import type { TeamMonthBoardTotal } from '@portal/contracts';
import { formatCurrency, formatInteger, formatMonth, formatPercent } from '../../../lib/format.ts';
import { teamTexts as t } from '../team-texts.ts';
import { GoalBadge } from './goal-badge.tsx';
import { GoalSparkline } from './goal-sparkline.tsx';

/** The team's total of month M: the rows' sums, with % of goal and positivação of those sums. */
export const TeamTotal = ({
  total,
  month,
  months,
}: {
  total: TeamMonthBoardTotal;
  month: string;
  months: string[];
}) => {
  const figures: [string, string][] = [
    [t.columns.goal, formatCurrency(total.goal)],
    [t.columns.sales, formatCurrency(total.sales)],
    [t.columns.billing, formatCurrency(total.billing)],
    [t.columns.wallet, formatCurrency(total.toBeInvoicedValue)],
    [t.columns.overdue, formatCurrency(total.overdueBalance)],
    [t.columns.canceled, formatCurrency(total.canceledValue)],
    [t.columns.customers, formatInteger(total.customers)],
    [t.columns.served, formatInteger(total.customersServed)],
    [t.columns.positivation, formatPercent(total.positivation)],
    [t.columns.visits, formatInteger(total.visits)],
    [t.columns.visitsWithLocation, formatInteger(total.visitsWithLocation)],
    [t.columns.offSiteVisits, formatInteger(total.offSiteVisits)],
    [t.columns.portalOrdersSent, formatInteger(total.portalOrdersSent)],
    [t.columns.portalOrdersSentValue, formatCurrency(total.portalOrdersSentValue)],
  ];
  return (
    <section className="team-total card" aria-labelledby="team-total-title" data-testid="team-total">
      <header className="team-total-head">
        <h3 id="team-total-title">
          {t.total} · {formatMonth(`${month}-01`)}
        </h3>
        <span className="team-total-count">{t.representatives(total.representatives)}</span>
      </header>
      <div className="team-total-goal">
        <span className="team-total-goal-label">{t.columns.goalPercentage}</span>
        <GoalBadge percentage={total.goalPercentage} />
        <GoalSparkline points={total.history} months={months} />
      </div>
      <dl className="team-total-figures">
        {figures.map(([label, value]) => (
          <div key={label} data-figure={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
};
