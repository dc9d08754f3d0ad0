import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { openOrderBalancesCte } from './open-order-balances.queries.ts';
import { repIn } from '../../db/sql-kit/filters.ts';

export type CommissionSummary = { credit: number; debit: number; order: number; duplicate: number };

/**
 * The Comissão tile (docs/domain.md §3 commission/get-by): entries posted on or after the first day of the month, and
 * the commission forecast on what is still to invoice (each order's rep rate) and on open receivables (the
 * customer's rep rate). commission_rate is a percent.
 */
export const commissionSummary = async (
  db: Kysely<Database>,
  filter: { reps: number[] | null; monthFirst: string },
): Promise<CommissionSummary> => {
  const { reps, monthFirst } = filter;
  const result = await sql<Record<keyof CommissionSummary, string>>`
    with ${openOrderBalancesCte(reps)},
    entries as (
      select ce.kind, sum(ce.value) as value
      from commission_entries ce
      where ce.posted_on >= ${monthFirst}::date and ${repIn('ce.representative_id', reps)}
      group by ce.kind
    )
    select
      round(coalesce((select value from entries where kind = 'credit'), 0), 2) as credit,
      round(coalesce((select value from entries where kind = 'debit'), 0), 2) as debit,
      round(coalesce((
        select sum(ob.to_be_invoiced * r.commission_rate / 100)
        from open_order_balances ob join representatives r on r.id = ob.representative_id
      ), 0), 2) as "order",
      round(coalesce((
        select sum(rc.balance * r.commission_rate / 100)
        from receivables rc
        join customers c on c.register = rc.customer_register
        join representatives r on r.id = c.representative_id
        where rc.status = 'open' and ${repIn('c.representative_id', reps)}
      ), 0), 2) as duplicate`.execute(db);
  const row = result.rows[0];
  return {
    credit: Number(row?.credit ?? 0),
    debit: Number(row?.debit ?? 0),
    order: Number(row?.order ?? 0),
    duplicate: Number(row?.duplicate ?? 0),
  };
};
