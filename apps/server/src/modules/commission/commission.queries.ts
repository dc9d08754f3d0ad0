import type { CommissionEntry, ForecastBucket, LostOrder, LostReceivable } from '@portal/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { repIn } from '../../db/sql-kit/filters.ts';
import { toMoney } from '../../db/sql-kit/money.ts';
import { commissionSourcesCte } from '../../domain/commission/commission-sources.queries.ts';

// The commission statement (docs/domain.md §5.3, decision 072). Money stays numeric until the edge. The forecast
// reads the same rows as the Comissão tile (commission_sources) and rounds each series cumulatively over the buckets
// (bucket k = round(Σ up to k) − round(Σ up to k − 1)), so Σ buckets = round(Σ rows) = the tile's figure exactly.
// Lists (entries, lost rows, customers) are rounded per row and their totals add the rounded rows.

export type StatementFilter = { reps: number[] | null; today: string };

/** Months from today's month to the month of `column` (0 = today's month, negative = earlier). */
const monthsFromToday = (column: string, today: string) =>
  sql`((extract(year from ${sql.ref(column)}) - extract(year from ${today}::date)) * 12
      + extract(month from ${sql.ref(column)}) - extract(month from ${today}::date))::int`;

type EntryRow = {
  representative_id: number;
  posted_on: string;
  kind: 'credit' | 'debit';
  value: string;
  description: string | null;
};

/** The entries posted in the month `first` … `last`, oldest first. */
export const entriesOfMonth = async (
  db: Kysely<Database>,
  filter: { reps: number[] | null; first: string; last: string },
): Promise<CommissionEntry[]> => {
  const { rows } = await sql<EntryRow>`
    select ce.representative_id, to_char(ce.posted_on, 'YYYY-MM-DD') as posted_on, ce.kind,
           round(ce.value, 2)::text as value, ce.description
    from commission_entries ce
    where ce.posted_on between ${filter.first}::date and ${filter.last}::date
      and ${repIn('ce.representative_id', filter.reps)}
    order by ce.posted_on, ce.representative_id, ce.id`.execute(db);
  return rows.map((row) => ({
    representativeId: row.representative_id,
    postedOn: row.posted_on,
    kind: row.kind,
    value: toMoney(row.value),
    description: row.description,
  }));
};

type TotalsRow = { credit: string; debit: string; net: string };

/** credit, debit and net (credit − debit) of the entries posted in the month. */
export const realisedTotals = async (
  db: Kysely<Database>,
  filter: { reps: number[] | null; first: string; last: string },
): Promise<{ credit: number; debit: number; net: number }> => {
  const { rows } = await sql<TotalsRow>`
    with sums as (
      select round(coalesce(sum(ce.value) filter (where ce.kind = 'credit'), 0), 2) as credit,
             round(coalesce(sum(ce.value) filter (where ce.kind = 'debit'), 0), 2) as debit
      from commission_entries ce
      where ce.posted_on between ${filter.first}::date and ${filter.last}::date
        and ${repIn('ce.representative_id', filter.reps)}
    )
    select credit::text as credit, debit::text as debit, (credit - debit)::text as net from sums`.execute(db);
  const row = rows[0];
  return {
    credit: toMoney(row?.credit ?? null),
    debit: toMoney(row?.debit ?? null),
    net: toMoney(row?.net ?? null),
  };
};

type BucketRow = {
  idx: number;
  carteira: string;
  receivables: string;
  total: string;
  all_carteira: string;
  all_receivables: string;
  all_total: string;
};

export type BucketSums = { idx: number; toBeInvoicedValue: number; receivables: number; total: number };
export type ForecastSums = {
  buckets: BucketSums[];
  toBeInvoicedValue: number;
  receivables: number;
  total: number;
};

/** 0 = overdue, 1 … 6 = today's month and the next five, 7 = later. */
const BUCKETS = 8;

/** The forecast's 8 buckets, overdue first, each series rounded cumulatively (see the head of this file). */
export const forecastBuckets = async (
  db: Kysely<Database>,
  filter: StatementFilter,
): Promise<ForecastSums> => {
  const { reps, today } = filter;
  const months = monthsFromToday('cs.due_on', today);
  const { rows } = await sql<BucketRow>`
    with ${commissionSourcesCte(reps, today)},
    placed as (
      select case
               when cs.overdue then 0
               when cs.due_on is null or ${months} <= 0 then 1
               when ${months} <= 5 then 1 + ${months}
               else 7
             end as idx,
             case when cs.source = 'order' then cs.commission else 0 end as carteira,
             case when cs.source = 'receivable' then cs.commission else 0 end as receivables
      from commission_sources cs
    ),
    summed as (
      select b.idx, coalesce(sum(p.carteira), 0) as carteira, coalesce(sum(p.receivables), 0) as receivables
      from generate_series(0, ${BUCKETS - 1}) as b(idx)
      left join placed p on p.idx = b.idx
      group by b.idx
    ),
    rounded as (
      select idx,
        round(sum(carteira) over upto, 2) - round(coalesce(sum(carteira) over before, 0), 2) as carteira,
        round(sum(receivables) over upto, 2) - round(coalesce(sum(receivables) over before, 0), 2) as receivables,
        round(sum(carteira) over everything, 2) as all_carteira,
        round(sum(receivables) over everything, 2) as all_receivables
      from summed
      window upto as (order by idx rows between unbounded preceding and current row),
             before as (order by idx rows between unbounded preceding and 1 preceding),
             everything as ()
    )
    select idx, carteira::text as carteira, receivables::text as receivables,
           (carteira + receivables)::text as total, all_carteira::text as all_carteira,
           all_receivables::text as all_receivables, (all_carteira + all_receivables)::text as all_total
    from rounded
    order by idx`.execute(db);
  const first = rows[0];
  return {
    buckets: rows.map((row) => ({
      idx: Number(row.idx),
      toBeInvoicedValue: toMoney(row.carteira),
      receivables: toMoney(row.receivables),
      total: toMoney(row.total),
    })),
    toBeInvoicedValue: toMoney(first?.all_carteira ?? null),
    receivables: toMoney(first?.all_receivables ?? null),
    total: toMoney(first?.all_total ?? null),
  };
};

/** Labels the 8 buckets: overdue, the six months from today's (`yyyy-mm`), later. */
export const labelBuckets = (sums: BucketSums[], monthLabels: string[]): ForecastBucket[] =>
  sums.map(({ idx, toBeInvoicedValue, receivables, total }) => ({
    bucket: idx === 0 ? 'overdue' : idx === BUCKETS - 1 ? 'later' : 'month',
    month: idx === 0 || idx === BUCKETS - 1 ? null : (monthLabels[idx - 1] ?? null),
    toBeInvoicedValue,
    receivables,
    total,
  }));

type LostOrderRow = {
  number: string;
  representative_id: number;
  customer_register: string;
  customer_name: string;
  canceled_on: string;
  total_net_value: string;
  commission: string;
};

/** Orders canceled in the 365 days ending today (as the Ped. Cancelados grid), newest first. */
export const lostOrders = async (db: Kysely<Database>, filter: StatementFilter): Promise<LostOrder[]> => {
  const { rows } = await sql<LostOrderRow>`
    select o.number, o.representative_id, c.register::text as customer_register, c.name as customer_name,
           to_char(o.canceled_on, 'YYYY-MM-DD') as canceled_on,
           round(coalesce(ot.net_value, 0), 2)::text as total_net_value,
           round(coalesce(ot.net_value, 0) * r.commission_rate / 100, 2)::text as commission
    from orders o
    join representatives r on r.id = o.representative_id
    join customers c on c.register = o.customer_register
    left join order_totals ot on ot.order_number = o.number
    where o.status = 'canceled'
      and o.canceled_on > ${filter.today}::date - 365 and o.canceled_on <= ${filter.today}::date
      and ${repIn('o.representative_id', filter.reps)}
    order by o.canceled_on desc, o.number desc`.execute(db);
  return rows.map((row) => ({
    order: Number(row.number),
    representativeId: row.representative_id,
    customerRegister: row.customer_register,
    customerName: row.customer_name,
    canceledOn: row.canceled_on,
    totalNetValue: toMoney(row.total_net_value),
    commission: toMoney(row.commission),
  }));
};

type LostReceivableRow = {
  number: string;
  representative_id: number;
  customer_register: string;
  customer_name: string;
  issue_date: string;
  value: string;
  commission: string;
};

/** Receivables returned, issued in the 365 days ending today, by the customer's rep; newest first. */
export const lostReceivables = async (
  db: Kysely<Database>,
  filter: StatementFilter,
): Promise<LostReceivable[]> => {
  const { rows } = await sql<LostReceivableRow>`
    select rc.number, c.representative_id, c.register::text as customer_register, c.name as customer_name,
           to_char(rc.issue_date, 'YYYY-MM-DD') as issue_date, round(rc.value, 2)::text as value,
           round(rc.value * r.commission_rate / 100, 2)::text as commission
    from receivables rc
    join customers c on c.register = rc.customer_register
    join representatives r on r.id = c.representative_id
    where rc.status = 'returned'
      and rc.issue_date > ${filter.today}::date - 365 and rc.issue_date <= ${filter.today}::date
      and ${repIn('c.representative_id', filter.reps)}
    order by rc.issue_date desc, rc.number desc`.execute(db);
  return rows.map((row) => ({
    number: row.number,
    representativeId: row.representative_id,
    customerRegister: row.customer_register,
    customerName: row.customer_name,
    issueDate: row.issue_date,
    value: toMoney(row.value),
    commission: toMoney(row.commission),
  }));
};

type CustomerRow = {
  register: string;
  name: string;
  representative_id: number;
  carteira: string;
  receivables: string;
  overdue: string;
};

/** A customer's commission to come in cents, not rounded yet: the statement rounds the column as a whole. */
export type CustomerShare = {
  register: string;
  name: string;
  representativeId: number;
  carteira: number;
  receivables: number;
  overdue: number;
};

/**
 * Per customer and rep the commission goes to, the commission to come in cents, unrounded: Carteira (the order's
 * rep), receivables not overdue and overdue (the customer's rep). A customer whose orders are taken by a rep other
 * than its owner has one row per rep, so no row mixes two reps' money. Largest first.
 */
export const customerCommissions = async (
  db: Kysely<Database>,
  filter: StatementFilter,
): Promise<CustomerShare[]> => {
  const { rows } = await sql<CustomerRow>`
    with ${commissionSourcesCte(filter.reps, filter.today)},
    per_customer as (
      select cs.customer_register, cs.representative_id,
        coalesce(sum(cs.commission) filter (where cs.source = 'order'), 0) * 100 as carteira,
        coalesce(sum(cs.commission) filter (where cs.source = 'receivable' and not cs.overdue), 0) * 100
          as receivables,
        coalesce(sum(cs.commission) filter (where cs.overdue), 0) * 100 as overdue
      from commission_sources cs
      group by cs.customer_register, cs.representative_id
    )
    select c.register::text as register, c.name, pc.representative_id,
           pc.carteira::text as carteira, pc.receivables::text as receivables, pc.overdue::text as overdue
    from per_customer pc
    join customers c on c.register = pc.customer_register
    where pc.carteira + pc.receivables + pc.overdue > 0
    order by pc.carteira + pc.receivables + pc.overdue desc, c.name, c.register, pc.representative_id`.execute(
    db,
  );
  return rows.map((row) => ({
    register: row.register,
    name: row.name,
    representativeId: row.representative_id,
    carteira: Number(row.carteira),
    receivables: Number(row.receivables),
    overdue: Number(row.overdue),
  }));
};

type LostTotalsRow = { canceled_orders: string; returned_receivables: string; total: string };

/** Σ of the rounded commissions of lostOrders and lostReceivables (the same rows), and their sum. */
export const lostTotals = async (
  db: Kysely<Database>,
  filter: StatementFilter,
): Promise<{ canceledOrders: number; returnedReceivables: number; total: number }> => {
  const { rows } = await sql<LostTotalsRow>`
    with orders_lost as (
      select coalesce(sum(round(coalesce(ot.net_value, 0) * r.commission_rate / 100, 2)), 0) as value
      from orders o
      join representatives r on r.id = o.representative_id
      left join order_totals ot on ot.order_number = o.number
      where o.status = 'canceled'
        and o.canceled_on > ${filter.today}::date - 365 and o.canceled_on <= ${filter.today}::date
        and ${repIn('o.representative_id', filter.reps)}
    ),
    receivables_lost as (
      select coalesce(sum(round(rc.value * r.commission_rate / 100, 2)), 0) as value
      from receivables rc
      join customers c on c.register = rc.customer_register
      join representatives r on r.id = c.representative_id
      where rc.status = 'returned'
        and rc.issue_date > ${filter.today}::date - 365 and rc.issue_date <= ${filter.today}::date
        and ${repIn('c.representative_id', filter.reps)}
    )
    select ol.value::text as canceled_orders, rl.value::text as returned_receivables,
           (ol.value + rl.value)::text as total
    from orders_lost ol cross join receivables_lost rl`.execute(db);
  const row = rows[0];
  return {
    canceledOrders: toMoney(row?.canceled_orders ?? null),
    returnedReceivables: toMoney(row?.returned_receivables ?? null),
    total: toMoney(row?.total ?? null),
  };
};
