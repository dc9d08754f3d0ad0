import type { CustomerOrder, CustomerWithOrders, OrderStatus } from '@portal/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { orderStatusLook } from '../../db/sql-kit/order-status.ts';
import { registerAmong, repIn } from '../../db/sql-kit/filters.ts';
import { toMoney } from '../../db/sql-kit/money.ts';
import {
  customerProfilesOf,
  customerWhere,
  type CustomerFilter,
} from '../../domain/customers/customer-profile.queries.ts';

// customer/orders (docs/domain.md §3; docs/decisions/040): every customer in scope with the orders of the reps in
// scope issued in the period, newest first. Several invoices of one order: the latest one's number and date
// (by issue date, then number) and invoicedAmount = Σ value of all of them.

export type CustomerOrdersFilter = CustomerFilter & {
  today: string;
  reps: number[] | null;
  start: string;
  end: string;
  /** Paged by customer (docs/decisions/166): the page starts after this customer in the screen's order. */
  afterCustomer?: string | undefined;
  /** At most this many customers; without it, every customer at once. */
  pageSize?: number | undefined;
};

type OrderRow = {
  register: string;
  number: number;
  issue_date: string;
  status: OrderStatus;
  price_table: string | null;
  representative_id: number;
  representative_name: string;
  shipping_company: string | null;
  total_amount: number;
  total_value: string;
  total_net_value: string;
  invoice_count: number;
  invoiced_amount: string;
  invoice: string | null;
  invoice_issue_date: string | null;
};

const ordersOf = async (
  db: Kysely<Database>,
  filter: CustomerOrdersFilter,
  registers: string[],
): Promise<OrderRow[]> => {
  const { rows } = await sql<OrderRow>`
    select o.customer_register::text as register, o.number, to_char(o.issue_date, 'YYYY-MM-DD') as issue_date, o.status, o.price_table,
      o.representative_id, r.name as representative_name, o.shipping_company,
      coalesce(items.parts, 0)::int as total_amount,
      round(coalesce(items.value, 0), 2)::text as total_value,
      round(coalesce(items.net_value, 0), 2)::text as total_net_value,
      coalesce(inv.count, 0)::int as invoice_count,
      round(coalesce(inv.value, 0), 2)::text as invoiced_amount,
      latest.number as invoice,
      to_char(latest.issue_date, 'YYYY-MM-DD') as invoice_issue_date
    from orders o
    join representatives r on r.id = o.representative_id
    -- Each order's item sums, kept by the import (migration 20261124090000): one row, not a pass over its items.
    left join order_totals items on items.order_number = o.number
    left join lateral (
      select count(*) as count, sum(i.value) as value from invoices i where i.order_number = o.number
    ) inv on true
    left join lateral (
      select i.number, i.issue_date from invoices i where i.order_number = o.number
      order by i.issue_date desc, i.number desc limit 1
    ) latest on true
    where ${registerAmong('o.customer_register', registers, filter.reps)}
      and ${repIn('o.representative_id', filter.reps)}
      and o.issue_date between ${filter.start}::date and ${filter.end}::date
    order by o.customer_register, o.issue_date desc, o.number desc`.execute(db);
  return rows;
};

const toCustomerOrder = (row: OrderRow): CustomerOrder => ({
  order: Number(row.number),
  issueDate: row.issue_date,
  totalAmount: Number(row.total_amount),
  totalValue: toMoney(row.total_value),
  totalNetValue: toMoney(row.total_net_value),
  priceTable: row.price_table,
  representativeId: row.representative_id,
  representative: row.representative_name,
  invoice: row.invoice,
  invoicedAmount: toMoney(row.invoiced_amount),
  invoiceIssueDate: row.invoice_issue_date,
  invoiceCount: Number(row.invoice_count),
  shippingCompany: row.shipping_company,
  status: row.status,
  ...orderStatusLook[row.status],
});

/**
 * The registers of one page of customers, in the profiles' order (name, then register). The page is chosen on the
 * customers alone, so the financial figures and the orders are read for its customers only.
 */
const pageOfCustomers = async (
  db: Kysely<Database>,
  filter: CustomerOrdersFilter,
  pageSize: number,
): Promise<string[]> => {
  const after =
    filter.afterCustomer === undefined
      ? sql`true`
      : sql`(c.name, c.register) > (select a.name, a.register from customers a where a.register = ${filter.afterCustomer}::bpchar)`;
  const { rows } = await sql<{ register: string }>`
    select c.register::text as register
    from customers c
    where ${repIn('c.representative_id', filter.reps)} and ${customerWhere(filter)} and ${after}
    order by c.name, c.register
    limit ${pageSize}`.execute(db);
  return rows.map((row) => row.register);
};

/** The answer of customer/orders: every customer at once, or one page of them when `pageSize` is given. */
export const customersWithOrdersOf = async (
  db: Kysely<Database>,
  filter: CustomerOrdersFilter,
): Promise<CustomerWithOrders[]> => {
  let profileFilter: CustomerOrdersFilter & { registersInScope?: string[] } = filter;
  if (filter.pageSize !== undefined) {
    const page = await pageOfCustomers(db, filter, filter.pageSize);
    if (page.length === 0) return [];
    profileFilter = { ...filter, customers: page, registersInScope: page };
  }
  const customers = await customerProfilesOf(db, profileFilter);
  if (customers.length === 0) return [];
  const orders = await ordersOf(
    db,
    profileFilter,
    customers.map((customer) => customer.register),
  );
  const byRegister = new Map<string, CustomerOrder[]>();
  for (const row of orders) {
    const list = byRegister.get(row.register) ?? [];
    list.push(toCustomerOrder(row));
    byRegister.set(row.register, list);
  }
  // Each fresh profile is added to, not spread into a new object: a fast path on V8 (bench/api/answer-overhead.ts).
  return customers.map((customer) =>
    Object.assign(customer, { orders: byRegister.get(customer.register) ?? [] }),
  );
};
