import type { VisitReason } from '@portal/contracts';
import { MoneyText } from '../../../components/money-text.tsx';
import { formatCurrency, formatDate } from '../../../lib/format.ts';
import { visitPlanTexts as t } from '../visit-plan-texts.ts';

type Fact = { key: string; text: string };

const FactList = ({ name, heading, facts }: { name: string; heading: string; facts: Fact[] }) =>
  facts.length === 0 ? null : (
    <section data-facts={name}>
      <h4>{heading}</h4>
      <ul>
        {facts.map((fact) => (
          <li key={fact.key}>
            <MoneyText text={fact.text} />
          </li>
        ))}
      </ul>
    </section>
  );

/** The facts behind the reasons (docs/domain.md §5.1), folded away until the rep asks for them. */
export const CardFacts = ({ reasons }: { reasons: readonly VisitReason[] }) => {
  const facts = {
    titles: reasons.flatMap((reason) =>
      reason.kind === 'collect'
        ? reason.titles.map((title) => ({
            key: title.number,
            text: t.titleLine(
              title.number,
              formatDate(title.dueDate),
              title.delayDays,
              formatCurrency(title.balance),
            ),
          }))
        : [],
    ),
    collections: reasons.flatMap((reason) =>
      reason.kind === 'replenish'
        ? [
            {
              key: reason.group,
              text: t.collectionLine(
                reason.previousCollectionDescription || reason.previousCollection,
                reason.currentCollectionDescription || reason.currentCollection,
                formatCurrency(reason.figure),
              ),
            },
          ]
        : [],
    ),
    goals: reasons.flatMap((reason) =>
      reason.kind === 'goal'
        ? [
            {
              key: reason.quotaArticle,
              text: t.goalLine(
                reason.quotaArticleDescription || reason.quotaArticle,
                formatCurrency(reason.figure),
                formatCurrency(reason.repGap),
              ),
            },
          ]
        : [],
    ),
    blocked: reasons.flatMap((reason) =>
      reason.kind === 'blocked'
        ? reason.orders.map((order) => ({
            key: String(order.order),
            text: t.blockedLine(
              order.order,
              formatDate(order.blockedOn),
              formatCurrency(order.totalNetValue),
            ),
          }))
        : [],
    ),
  };
  if (Object.values(facts).every((list) => list.length === 0)) return null;
  return (
    <details className="vp-facts">
      <summary>{t.details}</summary>
      <FactList name="titles" heading={t.overdueTitles} facts={facts.titles} />
      <FactList name="collections" heading={t.collections} facts={facts.collections} />
      <FactList name="goals" heading={t.goals} facts={facts.goals} />
      <FactList name="blocked" heading={t.blockedOrders} facts={facts.blocked} />
    </details>
  );
};
