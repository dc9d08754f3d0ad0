import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { MonthRange } from '../../domain/months/month.ts';
import { repIn, textIn } from '../../db/sql-kit/filters.ts';
import { soldItemsFrom } from '../../domain/goals/sold-items.queries.ts';
import { repArticleGoalSalesCte } from '../../domain/goals/rep-article-goal-sales.queries.ts';

export type GoalSalesFilter = { reps: number[] | null; month: MonthRange; quotaArticles?: string[] };

export type ArticleGoalSales = {
  quotaArticle: string;
  articleDescription: string;
  goal: number;
  sales: number;
};

type MoneyRow = { quotaArticle: string; articleDescription: string; goal: string; sales: string };

/**
 * Goal and sales per quota article with a goal or sales in the month (docs/domain.md §3 goal-sales). Sales = Σ net_value
 * of items of non-canceled orders issued in the month, by the order's rep. Biggest goals first: the screen shows 5.
 */
export const goalSalesByArticle = async (
  db: Kysely<Database>,
  filter: GoalSalesFilter,
): Promise<ArticleGoalSales[]> => {
  const { reps, month, quotaArticles } = filter;
  const result = await sql<MoneyRow>`
    with ${repArticleGoalSalesCte({ reps, month, quotaArticles })}
    select qa.code as "quotaArticle", qa.description as "articleDescription",
           round(sum(gs.goal), 2) as goal, round(sum(gs.sales), 2) as sales
    from rep_article_goal_sales gs
    join quota_articles qa on qa.code = gs.code
    group by qa.code, qa.description
    order by sum(gs.goal) desc, sum(gs.sales) desc, qa.code`.execute(db);
  // Fields named, not { ...row, goal, sales }: a spread then added to is a slow path on V8 (bench/api/answer-overhead.ts).
  return result.rows.map((row) => ({
    quotaArticle: row.quotaArticle,
    articleDescription: row.articleDescription,
    goal: Number(row.goal),
    sales: Number(row.sales),
  }));
};

export type WeekGoalSales = { week: string; goal: number; sales: number };

/**
 * One point per week (Monday start) over `range` (12 months): goal = each month's goals spread evenly over its days,
 * summed over the week's days inside the range; sales of the week's days inside the range. Weeks without goal or
 * sales are kept as zeros so the line has no gaps.
 */
export const goalSalesByWeek = async (
  db: Kysely<Database>,
  filter: { reps: number[] | null; range: MonthRange; quotaArticles?: string[] },
): Promise<WeekGoalSales[]> => {
  const { reps, range, quotaArticles } = filter;
  const result = await sql<{ week: string; goal: string; sales: string }>`
    with days as (
      select d::date as day
      from generate_series(${range.first}::date::timestamp, ${range.last}::date::timestamp, interval '1 day') as d
    ),
    monthly_goals as (
      select g.month, sum(g.value) as goal
      from goals g
      where g.month between ${range.first}::date and ${range.last}::date
        and ${repIn('g.representative_id', reps)}
        and ${textIn('g.quota_article_code', quotaArticles)}
      group by g.month
    ),
    daily_goals as (
      select days.day - (extract(isodow from days.day)::int - 1) as week,
             coalesce(mg.goal, 0)
               / ((date_trunc('month', days.day::timestamp) + interval '1 month')::date
                  - date_trunc('month', days.day::timestamp)::date) as goal
      from days
      left join monthly_goals mg on mg.month = date_trunc('month', days.day::timestamp)::date
    ),
    weekly_goals as (
      select week, sum(goal) as goal from daily_goals group by week
    ),
    weekly_sales as (
      select sold_items.issue_date - (extract(isodow from sold_items.issue_date)::int - 1) as week,
             sum(sold_items.net_value) as sales
      from ${soldItemsFrom({ reps, period: range, quotaArticles })}
      group by 1
    )
    select to_char(wg.week, 'YYYY-MM-DD') as week, round(wg.goal, 2) as goal, round(coalesce(ws.sales, 0), 2) as sales
    from weekly_goals wg
    left join weekly_sales ws on ws.week = wg.week
    order by wg.week`.execute(db);
  return result.rows.map((row) => ({ week: row.week, goal: Number(row.goal), sales: Number(row.sales) }));
};

/** The supervisor of one rep (0 when it has none), for the ids echoed in goal-sales rows. */
export const supervisorOfRep = async (db: Kysely<Database>, representativeId: number): Promise<number> => {
  const row = await db
    .selectFrom('representatives')
    .select('supervisor_id')
    .where('id', '=', representativeId)
    .executeTakeFirst();
  return row?.supervisor_id ?? 0;
};
