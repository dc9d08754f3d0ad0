import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { MonthRange } from '../../domain/months/month.ts';
import { repIn, textIn } from '../../db/sql-kit/filters.ts';

/**
 * Revenues of the month = Σ value of invoices issued in it, by the order's rep (docs/domain.md §3 goal-revenues).
 * Invoices carry no items, so a quota-article filter counts each invoice by the share of its order's net value
 * that is of those articles (decision 031).
 */
export const revenuesOfMonth = async (
  db: Kysely<Database>,
  filter: { reps: number[] | null; month: MonthRange; quotaArticles?: string[] },
): Promise<number> => {
  const { reps, month, quotaArticles } = filter;
  const filtered = quotaArticles !== undefined && quotaArticles.length > 0;
  const share = filtered
    ? sql`(select case when coalesce(sum(oi.net_value), 0) = 0 then 0
                       else coalesce(sum(oi.net_value) filter (where ${textIn('p.quota_article_code', quotaArticles)}), 0)
                            / sum(oi.net_value) end
             from order_items oi join products p on p.reference = oi.reference
            where oi.order_number = o.number)`
    : sql`1`;
  const result = await sql<{ revenues: string }>`
    select round(coalesce(sum(i.value * ${share}), 0), 2) as revenues
    from invoices i
    join orders o on o.number = i.order_number
    where i.issue_date between ${month.first}::date and ${month.last}::date
      and ${repIn('o.representative_id', reps)}`.execute(db);
  return Number(result.rows[0]?.revenues ?? 0);
};
