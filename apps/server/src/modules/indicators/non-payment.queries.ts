import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { repIn } from '../../db/sql-kit/filters.ts';
import { effectiveDue, isOverdue } from '../../db/sql-kit/receivable-terms.ts';

export type NonPaymentYear = { year: number; balance: number; saldo: number; percentage: number };

/**
 * Inadimplência of the current calendar year and the one before (docs/domain.md §3 non-payment): receivables of customers in scope whose effective
 * due date (extension or due) falls in the year, not canceled/returned. balance = Σ value, saldo = Σ balance of
 * those overdue today, percentage = saldo / balance × 100 (0 without balance).
 */
export const nonPaymentOfLastTwoYears = async (
  db: Kysely<Database>,
  filter: { reps: number[] | null; today: string },
): Promise<{ first: NonPaymentYear; second: NonPaymentYear }> => {
  const { reps, today } = filter;
  const last = Number(today.slice(0, 4));
  const first = last - 1;
  const result = await sql<{ year: number; balance: string; saldo: string; percentage: string }>`
    with yearly as (
      select extract(year from ${effectiveDue('r')})::int as year,
             sum(r.value) as balance,
             coalesce(sum(r.balance) filter (
               where ${isOverdue('r', today)}
             ), 0) as saldo
      from receivables r
      join customers c on c.register = r.customer_register
      where r.status not in ('canceled', 'returned')
        and ${effectiveDue('r')} between ${`${first}-01-01`}::date and ${`${last}-12-31`}::date
        and ${repIn('c.representative_id', reps)}
      group by 1
    )
    select year, round(balance, 2) as balance, round(saldo, 2) as saldo,
           case when balance = 0 then 0 else round(saldo / balance * 100, 2) end as percentage
    from yearly`.execute(db);
  const ofYear = (year: number): NonPaymentYear => {
    const row = result.rows.find((candidate) => Number(candidate.year) === year);
    return {
      year,
      balance: Number(row?.balance ?? 0),
      saldo: Number(row?.saldo ?? 0),
      percentage: Number(row?.percentage ?? 0),
    };
  };
  // first = the current year, second = the year before (decision 031).
  return { first: ofYear(last), second: ofYear(first) };
};
