import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { MonthRange } from '../../domain/months/month.ts';
import { openOrderBalancesCte } from '../../domain/open-orders/open-order-balances.queries.ts';
import { repIn, textIn } from '../../db/sql-kit/filters.ts';

export type WalletSummary = { open: number; blocked: number; expedition: number; canceled: number };

/**
 * The Carteira tile (docs/domain.md §3 wallet/get-by): Σ toBeInvoiced by status, regardless of dates, and Σ net value of
 * the orders canceled (canceled_on) in the month of today.
 */
export const walletSummary = async (
  db: Kysely<Database>,
  filter: { reps: number[] | null; quotaArticles?: string[]; todayMonth: MonthRange },
): Promise<WalletSummary> => {
  const { reps, quotaArticles, todayMonth } = filter;
  const result = await sql<Record<keyof WalletSummary, string>>`
    with ${openOrderBalancesCte(reps, quotaArticles)}
    select
      round(coalesce((select sum(to_be_invoiced) from open_order_balances where status = 'open'), 0), 2) as open,
      round(coalesce((select sum(to_be_invoiced) from open_order_balances where status = 'blocked'), 0), 2) as blocked,
      round(coalesce((select sum(to_be_invoiced) from open_order_balances where status = 'expedition'), 0), 2) as expedition,
      round(coalesce((
        select sum(oi.net_value)
        from orders o
        join order_items oi on oi.order_number = o.number
        join products p on p.reference = oi.reference
        where o.status = 'canceled'
          and o.canceled_on between ${todayMonth.first}::date and ${todayMonth.last}::date
          and ${repIn('o.representative_id', reps)}
          and ${textIn('p.quota_article_code', quotaArticles)}
      ), 0), 2) as canceled`.execute(db);
  const row = result.rows[0];
  return {
    open: Number(row?.open ?? 0),
    blocked: Number(row?.blocked ?? 0),
    expedition: Number(row?.expedition ?? 0),
    canceled: Number(row?.canceled ?? 0),
  };
};
