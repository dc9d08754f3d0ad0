import { sql, type RawBuilder } from 'kysely';
import { effectiveDue, isOverdue } from '../../db/sql-kit/receivable-terms.ts';
import { isToInvoice } from '../../db/sql-kit/order-status.ts';

/**
 * The derived figures of docs/domain.md §2 for the customers of some reps, as a SQL fragment to put in a WITH clause:
 *
 *   with ${customerFinancialsCte({ today, reps })} select … from customer_financials cf …
 *
 * One definition for every call that shows a flag, a balance or a last purchase, so the Indicadores, the cards
 * and the grids never disagree. `reps = null` means every rep. Money stays numeric; the caller rounds at the edge.
 *
 * Columns: register, representative_id, city_code, credit_limit, sale_potential, credit_status,
 * last_purchase_date, days_since_last_purchase, last_purchase_collection, average_discount, average_deadline,
 * days_greatest_delay, open_titles, overdue_titles, open_balance, balance_limit, to_be_invoiced,
 * projected_balance, bought_last_365, financial_flag.
 *
 * A second output, `customer_financial_orders` (number, customer_register, representative_id, issue_date, status),
 * lists the orders those figures read, for a caller that needs their items too (the visit plan's reasons). The
 * other names in the fragment are its own: no caller reads them.
 */
export const customerFinancialsCte = ({
  today,
  reps,
  customerWhere,
  registersInScope,
}: {
  today: string;
  reps: number[] | null;
  /** Optional narrowing of the customers (alias `c`) before any figure is computed: cities, registers, route. */
  customerWhere?: RawBuilder<unknown>;
  /**
   * The customers themselves, already found among the reps' (the caller checked the scope). The planner counts a
   * list of registers exactly, while a rep test beside it makes it guess one row (a rep's customers, cities and
   * routes are far from independent) and recompute every customer's figures once per customer.
   */
  registersInScope?: string[];
}): RawBuilder<unknown> => {
  const repInScope = reps === null ? sql`true` : sql`c.representative_id = any(${reps}::int[])`;
  const customersInScope = registersInScope
    ? sql`c.register = any(${registersInScope}::bpchar[])`
    : repInScope;
  const customerInScope = customerWhere ? sql`${customersInScope} and ${customerWhere}` : customersInScope;
  const orderInScope = reps === null ? sql`true` : sql`o.representative_id = any(${reps}::int[])`;
  return sql`
  scoped_customers as (
    select c.register, c.representative_id, c.city_code, c.credit_limit, c.sale_potential, c.credit_status
    from customers c
    where ${customerInScope}
  ),
  scoped_orders as (
    select o.number, o.customer_register, o.issue_date, o.status, o.payment_days
    from orders o
    join scoped_customers sc on sc.register = o.customer_register
    where ${orderInScope}
  ),
  -- Scalar subqueries into order_totals (one row per order, kept by the import), not joins: a caller that needs only
  -- the flag (potential, served) reads the totals of the open orders alone, since unused columns of an inlined CTE
  -- are never computed (docs/decisions/030). The totals feed only the 365-day figures, so older and canceled orders
  -- are never looked up.
  order_sums as (
    select so.number, so.customer_register, so.issue_date, so.status, so.payment_days,
           case when so.status <> 'canceled' and so.issue_date > ${today}::date - 365
                then coalesce((select ot.value from order_totals ot where ot.order_number = so.number), 0)
                else 0 end as total_value,
           case when so.status <> 'canceled' and so.issue_date > ${today}::date - 365
                then coalesce((select ot.net_value from order_totals ot where ot.order_number = so.number), 0)
                else 0 end as total_net_value,
           case when ${isToInvoice('so.status')}
                then greatest(0, coalesce((select ot.net_value from order_totals ot where ot.order_number = so.number), 0)
                               - (select coalesce(sum(i.value), 0) from invoices i where i.order_number = so.number))
                else 0 end as to_be_invoiced
    from scoped_orders so
  ),
  order_figures as (
    select os.customer_register,
           max(os.issue_date) filter (where os.status <> 'canceled') as last_purchase_date,
           sum(os.total_value) filter (where os.status <> 'canceled' and os.issue_date > ${today}::date - 365) as value_365,
           sum(os.total_net_value) filter (where os.status <> 'canceled' and os.issue_date > ${today}::date - 365) as net_value_365,
           sum(os.payment_days * os.total_value) filter (where os.status <> 'canceled' and os.issue_date > ${today}::date - 365) as weighted_days_365,
           sum(os.to_be_invoiced) as to_be_invoiced
    from order_sums os
    group by os.customer_register
  ),
  -- The newest non-canceled orders of each customer (all of its last purchase day) and, of those, the collection
  -- of the newest order's biggest net value: one pass over the scoped orders instead of a scan of them per customer.
  last_orders as (
    select lo.number, lo.customer_register
    from (select so.number, so.customer_register, so.issue_date,
                 max(so.issue_date) over (partition by so.customer_register) as last_date
            from scoped_orders so
           where so.status <> 'canceled') lo
    where lo.issue_date = lo.last_date
  ),
  last_collections as (
    select distinct on (lo.customer_register) lo.customer_register, p.collection_code
    from last_orders lo
    join order_items oi on oi.order_number = lo.number
    join products p on p.reference = oi.reference
    group by lo.customer_register, lo.number, p.collection_code
    order by lo.customer_register, lo.number desc, sum(oi.net_value) desc, p.collection_code
  ),
  customer_financials as (
    select sc.register, sc.representative_id, sc.city_code, sc.credit_limit, sc.sale_potential, sc.credit_status,
           ofig.last_purchase_date,
           case when ofig.last_purchase_date is null then null else ${today}::date - ofig.last_purchase_date end as days_since_last_purchase,
           lc.collection_code as last_purchase_collection,
           case when coalesce(ofig.value_365, 0) = 0 then 0 else (1 - ofig.net_value_365 / ofig.value_365) * 100 end as average_discount,
           case when coalesce(ofig.value_365, 0) = 0 then 0 else ofig.weighted_days_365 / ofig.value_365 end as average_deadline,
           coalesce(rfig.days_greatest_delay, 0) as days_greatest_delay,
           coalesce(rfig.open_titles, 0) as open_titles,
           coalesce(rfig.overdue_titles, 0) as overdue_titles,
           coalesce(rfig.open_balance, 0) as open_balance,
           coalesce(sc.credit_limit, 0) - coalesce(rfig.open_balance, 0) as balance_limit,
           coalesce(ofig.to_be_invoiced, 0) as to_be_invoiced,
           coalesce(sc.credit_limit, 0) - coalesce(rfig.open_balance, 0) - coalesce(ofig.to_be_invoiced, 0) as projected_balance,
           (ofig.last_purchase_date is not null and ofig.last_purchase_date > ${today}::date - 365) as bought_last_365,
           case
             when coalesce(rfig.overdue_titles, 0) > 0 then 4
             when sc.credit_status = 'suspended' then 3
             when coalesce(sc.credit_limit, 0) = 0
               or ofig.last_purchase_date is null
               or ofig.last_purchase_date <= ${today}::date - 365 then 2
             when coalesce(sc.credit_limit, 0) - coalesce(rfig.open_balance, 0) - coalesce(ofig.to_be_invoiced, 0) < 0 then 1
             else 0
           end as financial_flag
    from scoped_customers sc
    left join order_figures ofig on ofig.customer_register = sc.register
    left join last_collections lc on lc.customer_register = sc.register
    -- Per customer, not grouped over all of them: one row each keeps the planner's row count right, so callers
    -- join customers by key instead of scanning all of them (docs/decisions/030).
    cross join lateral (
      select sum(r.balance) filter (where r.status = 'open') as open_balance,
             sum(r.balance) filter (where ${isOverdue('r', today)}) as overdue_titles,
             sum(r.balance) filter (where r.status = 'open' and not ${isOverdue('r', today)}) as open_titles,
             max(greatest(0, coalesce(r.paid_on, ${today}::date) - ${effectiveDue('r')}))
               filter (where r.status not in ('canceled', 'returned')) as days_greatest_delay
      from receivables r
      where r.customer_register = sc.register
    ) rfig
  ),
  customer_financial_orders as (
    select so.number, so.customer_register, sc.representative_id, so.issue_date, so.status
    from scoped_orders so
    join scoped_customers sc on sc.register = so.customer_register
  )`;
};
