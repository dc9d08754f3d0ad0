import type { VisitReason } from '@portal/contracts';
import { formatCurrency, formatDate } from '../../../lib/format.ts';
import { visitPlanTexts as t } from '../visit-plan-texts.ts';

/** The facts behind the reasons (docs/domain.md §5.1), folded away until the rep asks for them. */
export const CardFacts = ({ reasons }: { reasons: readonly VisitReason[] }) => {
  const titles = reasons.flatMap((reason) => (reason.kind === 'collect' ? reason.titles : []));
  const collections = reasons.flatMap((reason) => (reason.kind === 'replenish' ? [reason] : []));
  const goals = reasons.flatMap((reason) => (reason.kind === 'goal' ? [reason] : []));
  const blocked = reasons.flatMap((reason) => (reason.kind === 'blocked' ? reason.orders : []));
  if (titles.length + collections.length + goals.length + blocked.length === 0) return null;
  return (
    <details className="vp-facts">
      <summary>{t.details}</summary>
      {titles.length > 0 && (
        <section data-facts="titles">
          <h4>{t.overdueTitles}</h4>
          <ul>
            {titles.map((title) => (
              <li key={title.number}>
                {t.titleLine(
                  title.number,
                  formatDate(title.dueDate),
                  title.delayDays,
                  formatCurrency(title.balance),
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {collections.length > 0 && (
        <section data-facts="collections">
          <h4>{t.collections}</h4>
          <ul>
            {collections.map((reason) => (
              <li key={reason.group}>
                {t.collectionLine(
                  reason.previousCollectionDescription || reason.previousCollection,
                  reason.currentCollectionDescription || reason.currentCollection,
                  formatCurrency(reason.figure),
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {goals.length > 0 && (
        <section data-facts="goals">
          <h4>{t.goals}</h4>
          <ul>
            {goals.map((reason) => (
              <li key={reason.quotaArticle}>
                {t.goalLine(
                  reason.quotaArticleDescription || reason.quotaArticle,
                  formatCurrency(reason.figure),
                  formatCurrency(reason.repGap),
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {blocked.length > 0 && (
        <section data-facts="blocked">
          <h4>{t.blockedOrders}</h4>
          <ul>
            {blocked.map((order) => (
              <li key={order.order}>
                {t.blockedLine(order.order, formatDate(order.blockedOn), formatCurrency(order.totalNetValue))}
              </li>
            ))}
          </ul>
        </section>
      )}
    </details>
  );
};
