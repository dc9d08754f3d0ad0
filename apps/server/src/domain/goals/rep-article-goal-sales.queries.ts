import { sql, type RawBuilder } from 'kysely';
import { repIn, textIn } from '../../db/sql-kit/filters.ts';
import { soldItemsFrom } from './sold-items.queries.ts';

export type RepArticleMonth = {
  reps: number[] | null;
  /** The month's first and last days, both included. */
  month: { first: string; last: string };
  quotaArticles?: string[] | undefined;
};

/**
 * Goal and sales per rep and quota article in a month (docs/domain.md §3 goal-sales): goal = Σ goals of the month,
 * sales = Σ net_value of the items of the rep's non-canceled orders issued in it. One definition for the
 * Indicadores tile (summed over the reps) and the visit plan's `goal` reason (one rep's gap, docs/domain.md §5.1).
 * Only pairs with a goal or sales have a row.
 *
 *   with ${repArticleGoalSalesCte(filter)} select … from rep_article_goal_sales gs …
 *
 * Columns: representative_id, code, goal, sales (numeric, unrounded).
 */
export const repArticleGoalSalesCte = ({
  reps,
  month,
  quotaArticles,
}: RepArticleMonth): RawBuilder<unknown> => sql`
  rep_article_goals as (
    select g.representative_id, g.quota_article_code as code, sum(g.value) as goal
    from goals g
    where g.month = ${month.first}::date
      and ${repIn('g.representative_id', reps)}
      and ${textIn('g.quota_article_code', quotaArticles)}
    group by g.representative_id, g.quota_article_code
  ),
  rep_article_sales as (
    select sold_items.representative_id, sold_items.quota_article_code as code, sum(sold_items.net_value) as sales
    from ${soldItemsFrom({ reps, period: month, quotaArticles })}
    group by sold_items.representative_id, sold_items.quota_article_code
  ),
  rep_article_goal_sales as (
    select coalesce(rg.representative_id, rs.representative_id) as representative_id,
           coalesce(rg.code, rs.code) as code,
           coalesce(rg.goal, 0) as goal,
           coalesce(rs.sales, 0) as sales
    from rep_article_goals rg
    full join rep_article_sales rs on rs.representative_id = rg.representative_id and rs.code = rg.code
  )`;
