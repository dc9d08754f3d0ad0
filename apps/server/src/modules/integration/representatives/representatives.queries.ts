import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { repIn } from '../../../db/sql-kit/filters.ts';
import { toMoney } from '../../../db/sql-kit/money.ts';

// Reps, supervisors, the team board, origins and cancellation reasons of the reps read (docs/decisions/064).

type RepRow = {
  id: number;
  name: string;
  supervisor_id: number | null;
  supervisor_name: string | null;
  commission_rate: string;
  active: boolean;
};

export const commercialRepresentativesOf = async (
  db: Kysely<Database>,
  filter: { reps: number[] | null },
) => {
  const { rows } = await sql<RepRow>`
    select rp.id, rp.name, rp.supervisor_id, s.name as supervisor_name,
      round(rp.commission_rate, 2)::text as commission_rate, rp.active
    from representatives rp left join supervisors s on s.id = rp.supervisor_id
    where ${repIn('rp.id', filter.reps)}
    order by rp.id`.execute(db);
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    supervisorId: row.supervisor_id === null ? null : Number(row.supervisor_id),
    supervisorName: row.supervisor_name,
    commissionRate: toMoney(row.commission_rate),
    active: row.active,
  }));
};

/** Supervisors of the reps read, with how many of those reps each leads. */
export const commercialSupervisorsOf = async (db: Kysely<Database>, filter: { reps: number[] | null }) => {
  const { rows } = await sql<{ id: number; name: string; representatives: number }>`
    select s.id, s.name, count(rp.id)::int as representatives
    from supervisors s join representatives rp on rp.supervisor_id = s.id
    where ${repIn('rp.id', filter.reps)}
    group by s.id, s.name
    order by s.id`.execute(db);
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    representatives: Number(row.representatives),
  }));
};

export type TeamBoardFilter = {
  reps: number[] | null;
  /** First day of the initial month and of the final month. */
  firstMonth: string;
  lastMonth: string;
  today: string;
};

type BoardRow = {
  representative_id: number;
  representative_name: string;
  supervisor_id: number | null;
  supervisor_name: string | null;
  month: string;
  goal: string;
  sales: string;
  goal_percentage: string;
  billing: string;
  wallet_to_invoice: string;
  overdue_receivables: string;
  customers_served: number;
};

/**
 * One row per rep and month. The period runs from the first day of the initial month to the last day of the final
 * one; each figure is bucketed by the month of its own date (issue, invoice, effective due).
 */
export const teamBoardOf = async (db: Kysely<Database>, filter: TeamBoardFilter) => {
  const start = sql`${filter.firstMonth}::date`;
  const end = sql`(${filter.lastMonth}::date + interval '1 month' - interval '1 day')::date`;
  const monthOf = (column: string) => sql.raw(`date_trunc('month', (${column})::timestamp)::date`);
  const { rows } = await sql<BoardRow>`
    with months as (
      select generate_series(${start}::timestamp, ${filter.lastMonth}::date::timestamp, interval '1 month')::date as month
    ),
    reps as (
      select rp.id, rp.name, rp.supervisor_id, s.name as supervisor_name
      from representatives rp left join supervisors s on s.id = rp.supervisor_id
      where ${repIn('rp.id', filter.reps)}
    ),
    goal as (
      select g.representative_id as rep, g.month, sum(g.value) as value
      from goals g where ${repIn('g.representative_id', filter.reps)} and g.month between ${start} and ${end}
      group by 1, 2
    ),
    sales as (
      select o.representative_id as rep, ${monthOf('o.issue_date')} as month, sum(oi.net_value) as value,
        count(distinct o.customer_register)::int as customers
      from orders o join order_items oi on oi.order_number = o.number
      where ${repIn('o.representative_id', filter.reps)} and o.status <> 'canceled'
        and o.issue_date between ${start} and ${end}
      group by 1, 2
    ),
    billing as (
      select o.representative_id as rep, ${monthOf('i.issue_date')} as month, sum(i.value) as value
      from invoices i join orders o on o.number = i.order_number
      where ${repIn('o.representative_id', filter.reps)} and i.issue_date between ${start} and ${end}
      group by 1, 2
    ),
    wallet as (
      select o.representative_id as rep, ${monthOf('o.issue_date')} as month,
        sum(greatest(0, coalesce(it.net_value, 0) - coalesce(inv.value, 0))) as value
      from orders o
      left join order_totals it on it.order_number = o.number
      left join lateral (select sum(i.value) as value from invoices i where i.order_number = o.number) inv on true
      where ${repIn('o.representative_id', filter.reps)} and o.status in ('open', 'blocked', 'expedition')
        and o.issue_date between ${start} and ${end}
      group by 1, 2
    ),
    overdue as (
      select c.representative_id as rep, ${monthOf('coalesce(r.extension_date, r.due_date)')} as month, sum(r.balance) as value
      from receivables r join customers c on c.register = r.customer_register
      where ${repIn('c.representative_id', filter.reps)} and r.status = 'open' and r.balance > 0
        and coalesce(r.extension_date, r.due_date) < ${filter.today}::date
        and coalesce(r.extension_date, r.due_date) between ${start} and ${end}
      group by 1, 2
    )
    select reps.id as representative_id, reps.name as representative_name, reps.supervisor_id, reps.supervisor_name,
      to_char(m.month, 'YYYY-MM') as month,
      round(coalesce(goal.value, 0), 2)::text as goal,
      round(coalesce(sales.value, 0), 2)::text as sales,
      round(case when coalesce(goal.value, 0) > 0 then coalesce(sales.value, 0) / goal.value * 100 else 0 end, 2)::text
        as goal_percentage,
      round(coalesce(billing.value, 0), 2)::text as billing,
      round(coalesce(wallet.value, 0), 2)::text as wallet_to_invoice,
      round(coalesce(overdue.value, 0), 2)::text as overdue_receivables,
      coalesce(sales.customers, 0)::int as customers_served
    from reps cross join months m
    left join goal on goal.rep = reps.id and goal.month = m.month
    left join sales on sales.rep = reps.id and sales.month = m.month
    left join billing on billing.rep = reps.id and billing.month = m.month
    left join wallet on wallet.rep = reps.id and wallet.month = m.month
    left join overdue on overdue.rep = reps.id and overdue.month = m.month
    order by reps.id, m.month`.execute(db);
  return rows.map((row) => ({
    representativeId: Number(row.representative_id),
    representativeName: row.representative_name,
    supervisorId: row.supervisor_id === null ? null : Number(row.supervisor_id),
    supervisorName: row.supervisor_name,
    month: row.month,
    goal: toMoney(row.goal),
    sales: toMoney(row.sales),
    goalPercentage: toMoney(row.goal_percentage),
    billing: toMoney(row.billing),
    toBeInvoicedValue: toMoney(row.wallet_to_invoice),
    // The old name, one release more for BI clients (docs/decisions/095).
    walletToInvoice: toMoney(row.wallet_to_invoice),
    overdueReceivables: toMoney(row.overdue_receivables),
    customersServed: Number(row.customers_served),
  }));
};

/** Distinct order origins of the reps read, with how many orders came from each. */
export const orderOriginsOf = async (db: Kysely<Database>, filter: { reps: number[] | null }) => {
  const { rows } = await sql<{ origin: string; orders: number }>`
    select o.origin, count(*)::int as orders from orders o
    where ${repIn('o.representative_id', filter.reps)} and o.origin is not null and o.origin <> ''
    group by o.origin order by o.origin`.execute(db);
  return rows.map((row) => ({ origin: row.origin, orders: Number(row.orders) }));
};

/** Distinct cancellation reasons used on the reps' orders. */
export const cancellationReasonsOf = async (db: Kysely<Database>, filter: { reps: number[] | null }) => {
  const { rows } = await sql<{ reason: string; orders: number }>`
    select o.cancel_reason as reason, count(*)::int as orders from orders o
    where ${repIn('o.representative_id', filter.reps)} and o.cancel_reason is not null and o.cancel_reason <> ''
    group by o.cancel_reason order by o.cancel_reason`.execute(db);
  return rows.map((row) => ({ reason: row.reason, orders: Number(row.orders) }));
};
