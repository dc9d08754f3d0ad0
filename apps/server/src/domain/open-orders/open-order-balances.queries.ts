import { sql, type RawBuilder } from 'kysely';
import { repIn, textIn } from '../../db/sql-kit/filters.ts';
import { isToInvoice } from '../../db/sql-kit/order-status.ts';

/**
 * Orders still to invoice, by the order's rep, as a WITH-clause fragment named `open_order_balances`
 * (number, representative_id, status, issue_date, to_be_invoiced). toBeInvoiced = max(0, totalNetValue − invoiced) for
 * open/blocked/expedition (docs/domain.md §2), the same formula as customer-financials, which counts per customer.
 * A quota-article filter keeps the share of the order's net value in those articles (decision 031):
 * share × max(0, net − invoiced) = max(0, articleNet − share × invoiced).
 */
export const openOrderBalancesCte = (
  reps: number[] | null,
  quotaArticles?: string[],
): RawBuilder<unknown> => {
  const filtered = quotaArticles !== undefined && quotaArticles.length > 0;
  // Unfiltered, the order's totals (order_totals, kept by the import) say it without reading its items. `offset 0`
  // keeps it one lookup per open order: pulled up into a join, the planner hashes the whole table instead.
  const items = filtered
    ? sql`lateral (
      select sum(oi.net_value) as net,
             sum(oi.net_value) filter (where ${textIn('p.quota_article_code', quotaArticles)}) as article_net
      from order_items oi join products p on p.reference = oi.reference
      where oi.order_number = o.number
    ) items on true`
    : sql`lateral (
      select ot.net_value as net, ot.net_value as article_net from order_totals ot where ot.order_number = o.number offset 0
    ) items on true`;
  return sql`
  open_order_balances as (
    select o.number, o.representative_id, o.status, o.issue_date,
           case when coalesce(items.net, 0) = 0 then 0
                else greatest(0, items.net - coalesce(inv.value, 0)) * coalesce(items.article_net, 0) / items.net
           end as to_be_invoiced
    from orders o
    left join ${items}
    left join lateral (
      select sum(i.value) as value from invoices i where i.order_number = o.number
    ) inv on true
    where ${isToInvoice('o.status')}
      and ${repIn('o.representative_id', reps)}
  )`;
};
