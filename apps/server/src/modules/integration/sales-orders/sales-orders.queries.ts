import type { OrderStatus, OrderTrackingRow, SalesOrderItem } from '@portal/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { isToInvoice, orderStatusLook } from '../../../db/sql-kit/order-status.ts';
import { registerIn, repIn, textIn } from '../../../db/sql-kit/filters.ts';
import { toMoney } from '../../../db/sql-kit/money.ts';
import { jsonList } from '../../../db/sql-kit/json-value.ts';

// Order tracking (pedidos-acompanhamento) and one order's items (itens), scoped by the order's rep
// (docs/domain.md §3). Totals as in docs/domain.md §2: toBeInvoiced = max(0, net − invoiced) while open/blocked/expedition.

export type OrderTrackingFilter = {
  reps: number[] | null;
  start: string;
  end: string;
  statuses?: OrderStatus[] | undefined;
  customers?: string[] | undefined;
};

type TrackingRow = {
  number: number;
  customer_register: string;
  customer_name: string;
  representative_id: number;
  issue_date: string;
  delivery_date: string | null;
  blocked_on: string | null;
  canceled_on: string | null;
  cancel_reason: string | null;
  status: OrderStatus;
  net_value: string;
  invoiced_value: string;
  to_be_invoiced_value: string;
  invoices: { invoice: string; issueDate: string; parts: number; value: string }[] | string | null;
};

export const orderTrackingRowsOf = async (
  db: Kysely<Database>,
  filter: OrderTrackingFilter,
): Promise<OrderTrackingRow[]> => {
  const { rows } = await sql<TrackingRow>`
    select o.number, o.customer_register::text as customer_register, c.name as customer_name, o.representative_id,
      to_char(o.issue_date, 'YYYY-MM-DD') as issue_date, to_char(o.delivery_date, 'YYYY-MM-DD') as delivery_date,
      to_char(o.blocked_on, 'YYYY-MM-DD') as blocked_on, to_char(o.canceled_on, 'YYYY-MM-DD') as canceled_on,
      o.cancel_reason, o.status,
      round(coalesce(it.net_value, 0), 2)::text as net_value,
      round(coalesce(inv.value, 0), 2)::text as invoiced_value,
      round(case when ${isToInvoice('o.status')}
        then greatest(0, coalesce(it.net_value, 0) - coalesce(inv.value, 0)) else 0 end, 2)::text as to_be_invoiced_value,
      inv.invoices
    from orders o
    join customers c on c.register = o.customer_register
    left join order_totals it on it.order_number = o.number
    left join lateral (
      select sum(i.value) as value,
        json_agg(json_build_object('invoice', i.number, 'issueDate', to_char(i.issue_date, 'YYYY-MM-DD'),
          'parts', i.parts, 'value', round(i.value, 2)::text) order by i.issue_date, i.number) as invoices
      from invoices i where i.order_number = o.number
    ) inv on true
    where ${repIn('o.representative_id', filter.reps)}
      and o.issue_date between ${filter.start}::date and ${filter.end}::date
      and ${textIn('o.status', filter.statuses)}
      and ${registerIn('o.customer_register', filter.customers)}
    order by o.issue_date desc, o.number desc`.execute(db);
  return rows.map((row) => {
    const look = orderStatusLook[row.status];
    return {
      salesOrder: Number(row.number),
      customerRegister: row.customer_register,
      customerName: row.customer_name,
      representativeId: Number(row.representative_id),
      issueDate: row.issue_date,
      deliveryDate: row.delivery_date,
      blockedOn: row.blocked_on,
      canceledOn: row.canceled_on,
      cancelReason: row.cancel_reason,
      status: row.status,
      statusDescription: look.statusDescription,
      statusColor: look.statusColor,
      totalNetValue: toMoney(row.net_value),
      invoicedValue: toMoney(row.invoiced_value),
      toBeInvoicedValue: toMoney(row.to_be_invoiced_value),
      invoices: jsonList(row.invoices).map((invoice) => ({
        invoice: invoice.invoice,
        issueDate: invoice.issueDate,
        parts: Number(invoice.parts),
        value: toMoney(invoice.value),
      })),
    };
  });
};

type ItemRow = {
  reference: string;
  description: string;
  collection_code: string;
  collection_description: string;
  quota_article_code: string;
  quota_article_description: string;
  parts: number;
  value: string;
  net_value: string;
};

/** The items of one order the reps may read; undefined when the order is not theirs or does not exist. */
export const salesOrderItemsOf = async (
  db: Kysely<Database>,
  filter: { reps: number[] | null; number: number },
): Promise<SalesOrderItem[] | undefined> => {
  const order = await sql<{ number: number }>`
    select o.number from orders o where o.number = ${filter.number} and ${repIn('o.representative_id', filter.reps)}`.execute(
    db,
  );
  if (order.rows.length === 0) return undefined;
  const { rows } = await sql<ItemRow>`
    select oi.reference, p.description, co.code as collection_code, co.description as collection_description,
      qa.code as quota_article_code, qa.description as quota_article_description, sum(oi.parts)::int as parts,
      round(sum(oi.value), 2)::text as value, round(sum(oi.net_value), 2)::text as net_value
    from order_items oi
    join products p on p.reference = oi.reference
    join collections co on co.code = p.collection_code
    join quota_articles qa on qa.code = p.quota_article_code
    where oi.order_number = ${filter.number}
    -- One row per reference, as before the grid: an item spread over colour and size cells is summed.
    group by oi.reference, p.description, co.code, co.description, qa.code, qa.description
    order by oi.reference`.execute(db);
  return rows.map((row) => ({
    reference: row.reference,
    description: row.description,
    collectionCode: row.collection_code,
    collectionDescription: row.collection_description,
    quotaArticleCode: row.quota_article_code,
    quotaArticleDescription: row.quota_article_description,
    parts: Number(row.parts),
    value: toMoney(row.value),
    netValue: toMoney(row.net_value),
  }));
};
