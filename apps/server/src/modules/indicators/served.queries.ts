import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { customerFinancialsCte } from '../../domain/customer-financials/customer-financials.queries.ts';
import type { MonthRange } from '../../domain/months/month.ts';
import { soldItemsFrom } from '../../domain/goals/sold-items.queries.ts';

export type ServedSummary = { served: number; unservedDefaulter: number; unservedNonDefaulter: number };

/**
 * Clientes atendidos (docs/domain.md §3 customer/served): customers in scope with sales in the month (items of
 * non-canceled orders of reps in scope, of the chosen quota articles); the rest split by overdue titles (the shared
 * customer-financials definition).
 */
export const servedCustomers = async (
  db: Kysely<Database>,
  filter: { reps: number[] | null; today: string; month: MonthRange; quotaArticles?: string[] },
): Promise<ServedSummary> => {
  const { reps, today, month, quotaArticles } = filter;
  const result = await sql<Record<keyof ServedSummary, number>>`
    with ${customerFinancialsCte({ today, reps })},
    sold as (
      select distinct sold_items.customer_register
      from ${soldItemsFrom({ reps, period: month, quotaArticles })}
    )
    select
      count(*) filter (where s.customer_register is not null)::int as served,
      count(*) filter (where s.customer_register is null and cf.overdue_titles > 0)::int as "unservedDefaulter",
      count(*) filter (where s.customer_register is null and not cf.overdue_titles > 0)::int as "unservedNonDefaulter"
    from customer_financials cf
    left join sold s on s.customer_register = cf.register`.execute(db);
  const row = result.rows[0];
  return {
    served: Number(row?.served ?? 0),
    unservedDefaulter: Number(row?.unservedDefaulter ?? 0),
    unservedNonDefaulter: Number(row?.unservedNonDefaulter ?? 0),
  };
};
