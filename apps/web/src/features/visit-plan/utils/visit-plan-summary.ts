import type { VisitPlanAnswer } from '@portal/contracts';

export type GoalGap = { quotaArticle: string; description: string; repGap: number };

export type VisitPlanSummary = {
  customers: number;
  toCollect: number;
  replenishment: number;
  goalFigures: number;
  /** Per quota article, the rep's gap to this month's goal (the same on every customer's goal reason). */
  goalGaps: GoalGap[];
};

/** Cents, so a long route's sum of 2-decimal figures does not drift. */
const cents = (value: number): number => Math.round(value * 100);

/** The summary bar of the visit plan: counts and sums over the answer's reasons (docs/domain.md §5.1). */
export const summariseVisitPlan = (answer: VisitPlanAnswer): VisitPlanSummary => {
  let toCollect = 0;
  let replenishment = 0;
  let goalFigures = 0;
  const gaps = new Map<string, GoalGap>();
  for (const customer of answer.customers) {
    for (const reason of customer.reasons) {
      if (reason.kind === 'collect') toCollect += cents(reason.figure);
      else if (reason.kind === 'replenish') replenishment += cents(reason.figure);
      else if (reason.kind === 'goal') {
        goalFigures += cents(reason.figure);
        if (!gaps.has(reason.quotaArticle))
          gaps.set(reason.quotaArticle, {
            quotaArticle: reason.quotaArticle,
            description: reason.quotaArticleDescription || reason.quotaArticle,
            repGap: reason.repGap,
          });
      }
    }
  }
  return {
    customers: answer.customers.length,
    toCollect: toCollect / 100,
    replenishment: replenishment / 100,
    goalFigures: goalFigures / 100,
    goalGaps: [...gaps.values()].sort((a, b) => b.repGap - a.repGap),
  };
};
