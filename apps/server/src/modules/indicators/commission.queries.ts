import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { commissionSourcesCte } from '../../domain/commission/commission-sources.queries.ts';
import { repIn } from '../../db/sql-kit/filters.ts';

export type CommissionSummary = { credit: number; debit: number; order: number; duplicate: number };

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
