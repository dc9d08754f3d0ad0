import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type RawBuilder,
} from 'kysely';
import type { Database } from '../../db/database.ts';
import { effectiveDue } from '../../db/sql-kit/receivable-terms.ts';
import { soldOrdersFrom } from '../goals/sold-items.queries.ts';
import { openOrderBalancesCte } from '../open-orders/open-order-balances.queries.ts';

// The team board's figures per rep, kept by the import (decision 074): the administrator's board of every rep would
// otherwise aggregate the whole company (six months of orders, every open order and title) on each view. Built from
// the same definitions the live figures read (soldOrdersFrom, open_order_balances, the effective due date), so the
// board, the Indicadores tiles and the grids agree. Derived tables, rebuilt whole in the import's transaction: a
// rollback takes them back with the data they came from.
//
//   rep_month_figures (representative_id, month, goal, sales, billing, canceled, served)
//   rep_due_balances  (representative_id, due_on, balance, running_balance)   open receivables with a balance, by
//                     effective due date; running_balance = Σ of the rep's up to that date, so the balance overdue
//                     today is one row per rep (the last before today), whatever today is
//   rep_open_figures  (representative_id, to_be_invoiced, customers)

/** Every issue date the data can hold: the figures are kept for every month. */
const ALWAYS = { first: '0001-01-01', last: '9999-12-31' };
const monthOf = (column: string) => sql.raw(`date_trunc('month', (${column})::timestamp)::date`);

/** The statements that rebuild the three tables, in order. */
export const teamFiguresRebuild = (): RawBuilder<unknown>[] => [
  sql`delete from rep_month_figures`,
  sql`insert into rep_month_figures (representative_id, month, goal, sales, billing, canceled, served)
    select rep, month, sum(goal), sum(sales), sum(billing), sum(canceled), sum(served)::int
    from (
      select g.representative_id as rep, g.month, sum(g.value) as goal,
             0 as sales, 0 as billing, 0 as canceled, 0 as served
      from goals g
      group by 1, 2
      union all
      -- Sales, and served: the rep's own customers with sales from the rep's orders in the month (the served tile,
      -- per rep). One pass over the sold orders for both.
      select sold_orders.representative_id, ${monthOf('sold_orders.issue_date')}, 0, sum(sold_orders.net_value), 0, 0,
             count(distinct sold_orders.customer_register) filter (where c.representative_id = sold_orders.representative_id)
      from ${soldOrdersFrom({ reps: null, period: ALWAYS })}
      join customers c on c.register = sold_orders.customer_register
      group by 1, 2
      union all
      select o.representative_id, ${monthOf('i.issue_date')}, 0, 0, sum(i.value), 0, 0
      from invoices i join orders o on o.number = i.order_number
      group by 1, 2
      union all
      select o.representative_id, ${monthOf('o.canceled_on')}, 0, 0, 0, sum(ot.net_value), 0
      from orders o join order_totals ot on ot.order_number = o.number
      where o.status = 'canceled' and o.canceled_on is not null
      group by 1, 2
    ) figures
    group by rep, month`,
  sql`delete from rep_due_balances`,
  sql`insert into rep_due_balances (representative_id, due_on, balance, running_balance)
    select rep, due_on, balance, sum(balance) over (partition by rep order by due_on)
    from (
      select c.representative_id as rep, ${effectiveDue('r')} as due_on, sum(r.balance) as balance
      from receivables r join customers c on c.register = r.customer_register
      where r.status = 'open' and r.balance > 0
      group by 1, 2
    ) due`,
  sql`delete from rep_open_figures`,
  sql`insert into rep_open_figures (representative_id, to_be_invoiced, customers)
    with ${openOrderBalancesCte(null)},
    wallet as (select representative_id, sum(to_be_invoiced) as value from open_order_balances group by 1),
    owned as (select representative_id, count(*)::int as n from customers group by 1)
    select rp.id, coalesce(wallet.value, 0), coalesce(owned.n, 0)
    from representatives rp
    left join wallet on wallet.representative_id = rp.id
    left join owned on owned.representative_id = rp.id
    where wallet.value is not null or owned.n is not null`,
  sql`analyze rep_month_figures`,
  sql`analyze rep_due_balances`,
  sql`analyze rep_open_figures`,
];

/** Compiles without a connection, for the import's session (plain SQL text and parameters). */
const compiler = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** The rebuild as SQL text and parameters, for a caller holding a raw connection (the import). */
export const teamFiguresRebuildSql = (): { sql: string; parameters: readonly unknown[] }[] =>
  teamFiguresRebuild().map((statement) => {
    const compiled = statement.compile(compiler);
    return { sql: compiled.sql, parameters: compiled.parameters };
  });

/** The tables the figures are read from: an import touching one of them rebuilds them. */
export const teamFiguresSources: readonly string[] = [
  'representatives',
  'goals',
  'customers',
  'orders',
  'order_items',
  'invoices',
  'receivables',
];
