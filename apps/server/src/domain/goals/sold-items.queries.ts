import { sql, type RawBuilder } from 'kysely';
import { repIn, textIn } from '../../db/sql-kit/filters.ts';

export type SoldItemsFilter = {
  reps: number[] | null;
  /** First and last issue days, both included. */
  period: { first: string; last: string };
  quotaArticles?: string[] | undefined;
};

/**
 * Sales (docs/domain.md §3): the items of the reps' non-canceled orders issued in the period, of the chosen quota
 * articles, as the derived table `sold_items` (representative_id, customer_register, issue_date, net_value,
 * quota_article_code). One definition for goal-sales, the weekly sales and the served customers:
 *
 *   select … from ${soldItemsFrom(filter)} group by sold_items.…
 */
export const soldItemsFrom = ({ reps, period, quotaArticles }: SoldItemsFilter): RawBuilder<unknown> => sql`(
    select o.representative_id, o.customer_register, o.issue_date, oi.net_value, p.quota_article_code
    from orders o
    join order_items oi on oi.order_number = o.number
    join products p on p.reference = oi.reference
    where o.status <> 'canceled'
      and o.issue_date between ${period.first}::date and ${period.last}::date
      and ${repIn('o.representative_id', reps)}
      and ${textIn('p.quota_article_code', quotaArticles)}
  ) sold_items`;

/**
 * The same sales at the order's grain, for figures over every quota article: the reps' non-canceled orders issued in
 * the period with their totals (order_totals, kept by the import from the same items), as the derived table
 * `sold_orders` (number, representative_id, customer_register, issue_date, net_value). Σ net_value equals Σ
 * net_value of soldItemsFrom without an article filter, read one row per order instead of one per item
 * (docs/decisions/036); an order without items has no totals row, so it sells nothing in both.
 *
 *   select … from ${soldOrdersFrom(filter)} group by sold_orders.…
 */
export const soldOrdersFrom = ({
  reps,
  period,
}: Omit<SoldItemsFilter, 'quotaArticles'>): RawBuilder<unknown> => sql`(
    select o.number, o.representative_id, o.customer_register, o.issue_date, ot.net_value
    from orders o
    join order_totals ot on ot.order_number = o.number
    where o.status <> 'canceled'
      and o.issue_date between ${period.first}::date and ${period.last}::date
      and ${repIn('o.representative_id', reps)}
  ) sold_orders`;
