import type { BilledGridQuery, BilledGridRow } from '@portal/contracts';
import { sql, type Kysely } from 'kysely';
import type { Scope } from '../../auth/scope.ts';
import type { Database } from '../../db/database.ts';
import { intIn, registerIn, repIn } from '../../db/sql-kit/filters.ts';
import { toMoney } from '../../db/sql-kit/money.ts';

// Faturado grid (docs/domain.md §3): invoices issued in the billing range (both ends included) of orders of the reps
// read; revenues = invoice parts, revenuesValue = invoice value.

export type BilledGridFilter = {
  reps: number[] | null;
  start: string;
  end: string;
  cities?: number[] | undefined;
  customers?: string[] | undefined;
};

type Row = {
  invoice: string;
  order_number: number;
  billing_date: string;
  customer_name: string;
  customer_register: string;
  city_name: string;
  state_code: string;
  revenues: number;
  revenues_value: string;
};

export const billedGridRowsOf = async (
  db: Kysely<Database>,
  filter: BilledGridFilter,
): Promise<BilledGridRow[]> => {
  const { rows } = await sql<Row>`
    select i.number as invoice, i.order_number, to_char(i.issue_date, 'YYYY-MM-DD') as billing_date,
      c.name as customer_name, c.register::text as customer_register, ci.name as city_name, ci.state_code::text as state_code,
      i.parts as revenues, round(i.value, 2)::text as revenues_value
    from invoices i
    join orders o on o.number = i.order_number
    join customers c on c.register = o.customer_register
    join cities ci on ci.code = c.city_code
    where i.issue_date between ${filter.start}::date and ${filter.end}::date
      and ${repIn('o.representative_id', filter.reps)}
      and ${intIn('c.city_code', filter.cities)}
      and ${registerIn('c.register', filter.customers)}
    order by i.issue_date, i.number`.execute(db);
  return rows.map((row) => ({
    invoice: row.invoice,
    salesOrder: Number(row.order_number),
    billingDate: row.billing_date,
    customerName: row.customer_name,
    customerRegister: row.customer_register,
    cityName: row.city_name,
    stateCode: row.state_code,
    revenues: Number(row.revenues),
    revenuesValue: toMoney(row.revenues_value),
  }));
};

/** The Faturado grid of one call: the screen's route and the integration's salesOrder/billed answer alike. */
export const billedGridOf = async (db: Kysely<Database>, scope: Scope, query: BilledGridQuery) => {
  const { representativeId, supervisors, cities, customers, initialBilling, finalBilling } = query;
  const reps = await scope.repsFor({ representativeId, supervisors });
  return billedGridRowsOf(db, { reps, start: initialBilling, end: finalBilling, cities, customers });
};
