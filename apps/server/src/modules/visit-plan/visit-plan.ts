import {
  creditAdvice,
  type BlockedOrder,
  type OverdueTitle,
  type VisitPlanCustomer,
  type VisitReason,
  type VisitRecord,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { toMoney } from '../../db/sql-kit/money.ts';
import { toCustomerCard } from '../../domain/customers/customer-profile.queries.ts';
import { lastVisitsOf } from '../../domain/visits/visit-records.queries.ts';
import { blockedOrdersOf, overdueTitlesOf } from './visit-facts.queries.ts';
import { visitPlanRows, type PlanRow, type VisitPlanFilter } from './visit-plan.queries.ts';
import { jsonList } from '../../db/sql-kit/json-value.ts';

// Plano de Visitas (docs/domain.md §5.1): the ordered customers from SQL, each given its reasons in a fixed order
// (collect, replenish, goal, blocked, credit) and its last visit (§5.2).

const reasonsOf = (row: PlanRow, titles: OverdueTitle[], blocked: BlockedOrder[]): VisitReason[] => {
  const reasons: VisitReason[] = [];
  const overdue = toMoney(row.overdue_titles);
  if (overdue > 0) reasons.push({ kind: 'collect', figure: overdue, titles });
  for (const replenish of jsonList(row.replenish))
    reasons.push({ kind: 'replenish', ...replenish, figure: toMoney(replenish.figure) });
  for (const goal of jsonList(row.goals))
    reasons.push({
      kind: 'goal',
      quotaArticle: goal.quotaArticle,
      quotaArticleDescription: goal.quotaArticleDescription,
      figure: toMoney(goal.figure),
      repGap: toMoney(goal.repGap),
    });
  if (blocked.length > 0) reasons.push({ kind: 'blocked', orders: blocked });
  const flag = Number(row.financial_flag);
  if (flag === 1 || flag === 2 || flag === 3)
    reasons.push({ kind: 'credit', financialFlag: flag, advice: creditAdvice[flag] });
  return reasons;
};

const toPlanCustomer = (
  row: PlanRow,
  reasons: VisitReason[],
  lastVisit: VisitRecord | null,
): VisitPlanCustomer => ({
  ...toCustomerCard(row),
  score: toMoney(row.score),
  reasons,
  lastVisit,
});

export const visitPlanOf = async (
  db: Kysely<Database>,
  filter: VisitPlanFilter,
): Promise<VisitPlanCustomer[]> => {
  const rows = await visitPlanRows(db, filter);
  const registers = rows.map((row) => row.register);
  // Independent reads, at once on pooled connections (PGlite queues them).
  const [titles, blocked, visits] = await Promise.all([
    overdueTitlesOf(db, { today: filter.today, registers }),
    blockedOrdersOf(db, { reps: filter.reps, registers }),
    lastVisitsOf(db, { reps: filter.reps, registers }),
  ]);
  return rows.map((row) =>
    toPlanCustomer(
      row,
      reasonsOf(row, titles.get(row.register) ?? [], blocked.get(row.register) ?? []),
      visits.get(row.register) ?? null,
    ),
  );
};
