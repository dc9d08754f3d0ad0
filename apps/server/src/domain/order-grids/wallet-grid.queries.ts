import type { OrderStatus, WalletGridQuery, WalletGridRow } from '@portal/contracts';
import { sql, type Kysely } from 'kysely';
import type { Scope } from '../../auth/scope.ts';
import type { Database } from '../../db/database.ts';
import { orderStatusLook } from '../../db/sql-kit/order-status.ts';
import { intIn, registerIn, repIn } from '../../db/sql-kit/filters.ts';
import { toMoney } from '../../db/sql-kit/money.ts';
import { orderTotalsJoin } from '../../db/sql-kit/order-totals.ts';
import { isToInvoice } from '../../db/sql-kit/order-status.ts';

// Carteira grid (docs/domain.md §3): the open, blocked and expedition orders of the reps read, regardless of dates.
// sold = Σ parts, soldValue = Σ net value, toBeInvoiced = max(0, net − invoiced).

export type WalletGridFilter = {
  reps: number[] | null;
  cities?: number[] | undefined;
  customers?: string[] | undefined;
  /** A page (docs/decisions/165): the orders after this one, at most pageSize of them; every order without. */
  afterOrder?: number | undefined;
  pageSize?: number | undefined;
};

/** A Carteira row as the driver hands it (decimal strings, dates as text). */
export type WalletRowFromSql = {
  number: number;
  status: OrderStatus;
  delivery_date: string | null;
  customer_name: string;
  customer_register: string;
  city_name: string;
  state_code: string;
  price_table: string | null;
  sold: number;
  sold_value: string;
  invoiced_value: string;
  to_be_invoiced_value: string;
};

// Fields named one by one: an object spread first ({ ...look, a, b… }) makes each row much slower to build on V8
// (bench/api/answer-overhead.ts times this).
export const toWalletGridRow = (row: WalletRowFromSql): WalletGridRow => ({
  statusColor: orderStatusLook[row.status].statusColor,
  statusDescription: orderStatusLook[row.status].statusDescription,
  status: row.status,
  salesOrder: Number(row.number),
  deliveryDate: row.delivery_date,
  customerName: row.customer_name,
  customerRegister: row.customer_register,
  cityName: row.city_name,
  stateCode: row.state_code,
  priceTable: row.price_table,
  sold: Number(row.sold),
  soldValue: toMoney(row.sold_value),
  invoicedValue: toMoney(row.invoiced_value),
  toBeInvoicedValue: toMoney(row.to_be_invoiced_value),
});

export const walletGridRowsOf = async (
  db: Kysely<Database>,
  filter: WalletGridFilter,
): Promise<WalletGridRow[]> => {
  const { rows } = await sql<WalletRowFromSql>`
    select o.number, o.status, to_char(o.delivery_date, 'YYYY-MM-DD') as delivery_date,
      c.name as customer_name, c.register::text as customer_register, ci.name as city_name, ci.state_code::text as state_code,
      o.price_table,
      coalesce(items.parts, 0)::int as sold,
      round(coalesce(items.net_value, 0), 2)::text as sold_value,
      round(coalesce(inv.value, 0), 2)::text as invoiced_value,
      round(greatest(0, coalesce(items.net_value, 0) - coalesce(inv.value, 0)), 2)::text as to_be_invoiced_value
    from orders o
    join customers c on c.register = o.customer_register
    join cities ci on ci.code = c.city_code
    ${orderTotalsJoin}
    left join lateral (select sum(i.value) as value from invoices i where i.order_number = o.number) inv on true
    where ${isToInvoice('o.status')}
      and ${repIn('o.representative_id', filter.reps)}
      and ${intIn('c.city_code', filter.cities)}
      and ${registerIn('c.register', filter.customers)}
      and ${filter.afterOrder === undefined ? sql`true` : sql`o.number > ${filter.afterOrder}`}
    order by o.number
    ${filter.pageSize === undefined ? sql`` : sql`limit ${filter.pageSize}`}`.execute(db);
  return rows.map(toWalletGridRow);
};

/** The Carteira grid of one call: the screen's route and the integration's salesOrder/wallet answer alike. */
export const walletGridOf = async (db: Kysely<Database>, scope: Scope, query: WalletGridQuery) => {
  const { representativeId, supervisors, cities, customers, afterOrder, pageSize } = query;
  const reps = await scope.repsFor({ representativeId, supervisors });
  return walletGridRowsOf(db, { reps, cities, customers, afterOrder, pageSize });
};
