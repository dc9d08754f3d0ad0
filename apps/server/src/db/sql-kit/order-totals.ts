import { sql } from 'kysely';

/**
 * Joins the totals of each order `o` as `items` (parts, net_value), from order_totals (kept by the import). The
 * lateral "offset 0" keeps it one lookup per order, as the planner would otherwise hash the whole table for the few
 * orders a grid shows (see domain/open-orders/open-order-balances.queries.ts). Columns may be null: coalesce them.
 */
export const orderTotalsJoin = sql`left join lateral (
      select ot.parts, ot.net_value from order_totals ot where ot.order_number = o.number offset 0
    ) items on true`;
