import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { repIn } from '../../db/sql-kit/filters.ts';
import { groupCollectionsCte } from '../../domain/collections/group-collections.queries.ts';
import { customerFinancialsCte } from '../../domain/customer-financials/customer-financials.queries.ts';
import {
  customerWhere,
  profileColumns,
  profileFrom,
  type ProfileRow,
} from '../../domain/customers/customer-profile.queries.ts';
import { repArticleGoalSalesCte } from '../../domain/goals/rep-article-goal-sales.queries.ts';

// Plano de Visitas (docs/domain.md §5.1): the customers of a route or of some cities with their card fields, the
// money reasons computed in SQL (`replenish`, `goal`), the score and the order. Money stays numeric until the edge:
// each figure is rounded to the cent here and the score adds the rounded figures, so it equals what the rep reads.

export type VisitPlanFilter = {
  today: string;
  /** Today's month, first and last days. */
  month: { first: string; last: string };
  reps: number[] | null;
  route?: number | undefined;
  cities?: number[] | undefined;
};

export type ReplenishRow = {
  group: string;
  groupDescription: string;
  previousCollection: string;
  previousCollectionDescription: string;
  currentCollection: string;
  currentCollectionDescription: string;
  figure: string;
};

export type GoalRow = {
  quotaArticle: string;
  quotaArticleDescription: string;
  figure: string;
  repGap: string;
};

export type PlanRow = ProfileRow & {
  score: string;
  replenish: ReplenishRow[] | string | null;
  goals: GoalRow[] | string | null;
  has_blocked: boolean;
};

/** A route, some cities, or both (either matches): the customers the plan considers. */
const onRouteOrInCities = (filter: VisitPlanFilter) => {
  const onRoute = filter.route === undefined ? null : customerWhere({ route: filter.route });
  const inCities =
    filter.cities === undefined || filter.cities.length === 0
      ? null
      : customerWhere({ cities: filter.cities });
  if (onRoute && inCities) return sql`(${onRoute} or ${inCities})`;
  return onRoute ?? inCities ?? sql`false`;
};

/** The registers of the plan's customers, found first so the plan's figures are computed for a counted list. */
const planRegisters = async (db: Kysely<Database>, filter: VisitPlanFilter): Promise<string[]> => {
  const { rows } = await sql<{ register: string }>`
    select c.register from customers c
    where ${repIn('c.representative_id', filter.reps)} and ${onRouteOrInCities(filter)}`.execute(db);
  return rows.map((row) => row.register);
};

export const visitPlanRows = async (db: Kysely<Database>, filter: VisitPlanFilter): Promise<PlanRow[]> => {
  const { today, month, reps } = filter;
  const registers = await planRegisters(db, filter);
  if (registers.length === 0) return [];
  const { rows } = await sql<PlanRow>`
    with ${customerFinancialsCte({ today, reps, registersInScope: registers })},
    ${groupCollectionsCte(today)},
    ${repArticleGoalSalesCte({ reps, month })},
    -- The reps' articles short of the month's goal, computed once: a few rows the goal reason looks up per customer.
    goal_gaps as materialized (
      select gs.representative_id, gs.code, gs.goal, gs.sales from rep_article_goal_sales gs where gs.goal > gs.sales
    ),
    -- Each group's previous and current collection, one row per collection, to join items on equality.
    collection_roles as (
      select gc.previous_code as code, gc.group_code, true as previous from group_collections gc
      union all
      select gc.current_code, gc.group_code, false from group_collections gc
    ),
    -- The items of the plan's customers' orders (by the reps in scope) that a reason reads: those of a
    -- group's previous or current collection (replenish) and those issued in the goal's 365 days or month. Computed
    -- once for all the plan's customers; each reason is then grouped once and joined by register, never filtered
    -- per customer (a per-customer filter re-read these items and recomputed group_collections for each customer).
    plan_items as (
      select so.customer_register as register, so.representative_id, so.issue_date, oi.net_value,
             p.collection_code, p.quota_article_code
      from customer_financial_orders so
      join order_items oi on oi.order_number = so.number
      join products p on p.reference = oi.reference
      where so.status <> 'canceled'
        and (p.collection_code in (select cr.code from collection_roles cr)
             or so.issue_date between ${today}::date - 365 and ${today}::date - 1
             or so.issue_date between ${month.first}::date and ${month.last}::date)
    ),
    replenish_reasons as (
      select pi.register, cr.group_code,
             round(sum(pi.net_value) filter (where cr.previous), 2) as figure
      from plan_items pi
      join collection_roles cr on cr.code = pi.collection_code
      group by pi.register, cr.group_code
      having coalesce(sum(pi.net_value) filter (where cr.previous), 0) > 0
         and coalesce(sum(pi.net_value) filter (where not cr.previous), 0) <= 0
    ),
    replenish_lists as materialized (
      select r.register, sum(r.figure) as total,
             json_agg(json_build_object(
               'group', r.group_code, 'groupDescription', gc.group_description,
               'previousCollection', gc.previous_code, 'previousCollectionDescription', gc.previous_description,
               'currentCollection', gc.current_code, 'currentCollectionDescription', gc.current_description,
               'figure', r.figure::text) order by r.figure desc, r.group_code) as list
      from replenish_reasons r
      join group_collections gc on gc.group_code = r.group_code
      group by r.register
    ),
    -- Bought the article in the 365 days ending yesterday and not in the month; the figure is a month's share.
    lapsed_articles as (
      select pi.register, pi.representative_id, pi.quota_article_code as code,
             round(sum(pi.net_value) filter (where pi.issue_date between ${today}::date - 365 and ${today}::date - 1) / 12, 2) as figure
      from plan_items pi
      group by pi.register, pi.representative_id, pi.quota_article_code
      having coalesce(sum(pi.net_value) filter (where pi.issue_date between ${today}::date - 365 and ${today}::date - 1), 0) > 0
         and coalesce(sum(pi.net_value) filter (where pi.issue_date between ${month.first}::date and ${month.last}::date), 0) <= 0
    ),
    -- Only where the customer's own rep is short of the month's goal for the article.
    goal_reasons as (
      select la.register, la.code, qa.description, la.figure, round(gs.goal - gs.sales, 2) as rep_gap
      from lapsed_articles la
      join goal_gaps gs on gs.representative_id = la.representative_id and gs.code = la.code
      join quota_articles qa on qa.code = la.code
    ),
    goal_lists as materialized (
      select g.register, sum(g.figure) as total,
             json_agg(json_build_object(
               'quotaArticle', g.code, 'quotaArticleDescription', g.description,
               'figure', g.figure::text, 'repGap', g.rep_gap::text) order by g.figure desc, g.code) as list
      from goal_reasons g
      group by g.register
    )
    select ${profileColumns},
      round(cf.overdue_titles, 2)
        + case when cf.financial_flag <= 1 then coalesce(rr.total, 0) + coalesce(gr.total, 0) else 0 end as score,
      rr.list as replenish, gr.list as goals, bo.has_blocked
    from ${profileFrom}
    left join replenish_lists rr on rr.register = cf.register
    left join goal_lists gr on gr.register = cf.register
    cross join lateral (
      select exists (
        select 1 from orders o
        where o.customer_register = cf.register and o.status = 'blocked' and ${repIn('o.representative_id', reps)}
      ) as has_blocked
    ) bo
    order by score desc,
      -- A customer with no reason comes after those with one at score 0 (docs/domain.md §5.1).
      (cf.overdue_titles > 0 or cf.financial_flag between 1 and 3 or rr.total is not null or gr.total is not null
        or bo.has_blocked) desc,
      c.sale_potential desc, c.name, c.register`.execute(db);
  return rows;
};
