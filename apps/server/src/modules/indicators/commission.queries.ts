import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/database.ts';
import { openOrderBalancesCte } from './open-order-balances.queries.ts';
import { repIn } from '../../db/sql-kit/filters.ts';
import { effectiveDue, isOverdue } from '../../db/sql-kit/receivable-terms.ts';

export type CommissionSummary = { credit: number; debit: number; order: number; duplicate: number };

/**
 * The commission still to come, one row per source, as WITH-clause fragments ending in `commission_sources`
 * (source 'order' | 'receivable', customer_register, representative_id, due_on, overdue, commission): each Carteira
 * order's toBeInvoiced × its rep's rate (due_on = delivery_date) and each open receivable's balance × its
 * customer's rep's rate (due_on = the effective due date). commission_rate is a percent; `commission` is unrounded.
 * The Comissão tile and the commission statement (decision 072) both sum these rows, so they reconcile by
 * construction.
 */
export const commissionSourcesCte = (reps: number[] | null, today: string): RawBuilder<unknown> => sql`
    ${openOrderBalancesCte(reps)},
    commission_sources as (
      select 'order'::text as source, o.customer_register, ob.representative_id, o.delivery_date as due_on,
             false as overdue, ob.to_be_invoiced * r.commission_rate / 100 as commission
      from open_order_balances ob
      join orders o on o.number = ob.number
      join representatives r on r.id = ob.representative_id
      union all
      select 'receivable'::text, rc.customer_register, c.representative_id, ${effectiveDue('rc')},
             ${isOverdue('rc', today)}, rc.balance * r.commission_rate / 100
      from receivables rc
      join customers c on c.register = rc.customer_register
      join representatives r on r.id = c.representative_id
      where rc.status = 'open' and rc.balance > 0 and ${repIn('c.representative_id', reps)}
    )`;

/**
 * The Comissão tile (docs/domain.md §3 commission/get-by): entries posted on or after the first day of the month, and
 * the commission forecast on what is still to invoice (each order's rep rate) and on open receivables (the
 * customer's rep rate; a zero balance adds nothing, so only those with a balance are read).
 */
export const commissionSummary = async (
  db: Kysely<Database>,
  filter: { reps: number[] | null; monthFirst: string; today: string },
): Promise<CommissionSummary> => {
  const { reps, monthFirst, today } = filter;
  const result = await sql<Record<keyof CommissionSummary, string>>`
    with ${commissionSourcesCte(reps, today)},
    entries as (
      select ce.kind, sum(ce.value) as value
      from commission_entries ce
      where ce.posted_on >= ${monthFirst}::date and ${repIn('ce.representative_id', reps)}
      group by ce.kind
    )
    select
      round(coalesce((select value from entries where kind = 'credit'), 0), 2) as credit,
      round(coalesce((select value from entries where kind = 'debit'), 0), 2) as debit,
      round(coalesce((select sum(commission) from commission_sources where source = 'order'), 0), 2) as "order",
      round(coalesce((select sum(commission) from commission_sources where source = 'receivable'), 0), 2)
        as duplicate`.execute(db);
  const row = result.rows[0];
  return {
    credit: Number(row?.credit ?? 0),
    debit: Number(row?.debit ?? 0),
    order: Number(row?.order ?? 0),
    duplicate: Number(row?.duplicate ?? 0),
  };
};
