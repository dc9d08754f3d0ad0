import { sql, type Kysely } from 'kysely';

// The team board's figures per rep (docs/domain.md §5.4, decision 074), kept by the import in the same transaction as
// the data they come from (modules/team/team-figures.queries.ts holds the living definition and rebuilds them): the
// administrator's board of every rep reads a few thousand rows instead of the whole company. Derived, so no foreign
// keys; filled here once from the data already loaded, with that definition as it stood, so an upgraded database
// answers the same. Frozen once landed (docs/guiding-principles.md, 8).

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table rep_month_figures (
    representative_id integer not null,
    month date not null,
    goal numeric not null,
    sales numeric not null,
    billing numeric not null,
    canceled numeric not null,
    served integer not null,
    primary key (representative_id, month)
  )`.execute(db);
  await sql`create table rep_due_balances (
    representative_id integer not null,
    due_on date not null,
    balance numeric not null,
    running_balance numeric not null,
    primary key (representative_id, due_on)
  )`.execute(db);
  await sql`create table rep_open_figures (
    representative_id integer primary key,
    to_be_invoiced numeric not null,
    customers integer not null
  )`.execute(db);

  await sql`insert into rep_month_figures (representative_id, month, goal, sales, billing, canceled, served)
    select rep, month, sum(goal), sum(sales), sum(billing), sum(canceled), sum(served)::int
    from (
      select g.representative_id as rep, g.month, sum(g.value) as goal,
             0 as sales, 0 as billing, 0 as canceled, 0 as served
      from goals g
      group by 1, 2
      union all
      select sold.representative_id, date_trunc('month', sold.issue_date::timestamp)::date, 0, sum(sold.net_value), 0, 0,
             count(distinct sold.customer_register) filter (where c.representative_id = sold.representative_id)
      from (select o.representative_id, o.issue_date, o.customer_register, ot.net_value
            from orders o join order_totals ot on ot.order_number = o.number
            where o.status <> 'canceled') sold
      join customers c on c.register = sold.customer_register
      group by 1, 2
      union all
      select o.representative_id, date_trunc('month', i.issue_date::timestamp)::date, 0, 0, sum(i.value), 0, 0
      from invoices i join orders o on o.number = i.order_number
      group by 1, 2
      union all
      select o.representative_id, date_trunc('month', o.canceled_on::timestamp)::date, 0, 0, 0, sum(ot.net_value), 0
      from orders o join order_totals ot on ot.order_number = o.number
      where o.status = 'canceled' and o.canceled_on is not null
      group by 1, 2
    ) figures
    group by rep, month`.execute(db);
  await sql`insert into rep_due_balances (representative_id, due_on, balance, running_balance)
    select rep, due_on, balance, sum(balance) over (partition by rep order by due_on)
    from (
      select c.representative_id as rep, coalesce(r.extension_date, r.due_date) as due_on, sum(r.balance) as balance
      from receivables r join customers c on c.register = r.customer_register
      where r.status = 'open' and r.balance > 0
      group by 1, 2
    ) due`.execute(db);
  await sql`insert into rep_open_figures (representative_id, to_be_invoiced, customers)
    with wallet as (
      select o.representative_id,
             sum(case when coalesce(ot.net_value, 0) = 0 then 0
                      else greatest(0, ot.net_value - coalesce(inv.value, 0)) end) as value
      from orders o
      left join order_totals ot on ot.order_number = o.number
      left join lateral (select sum(i.value) as value from invoices i where i.order_number = o.number) inv on true
      where o.status in ('open', 'blocked', 'expedition')
      group by 1
    ),
    owned as (select representative_id, count(*)::int as n from customers group by 1)
    select rp.id, coalesce(wallet.value, 0), coalesce(owned.n, 0)
    from representatives rp
    left join wallet on wallet.representative_id = rp.id
    left join owned on owned.representative_id = rp.id
    where wallet.value is not null or owned.n is not null`.execute(db);
  // Like every table the reports read, each moves the data version, so no cached answer outlives them (decision 035).
  for (const table of ['rep_month_figures', 'rep_due_balances', 'rep_open_figures'])
    await sql`create trigger ${sql.raw(`${table}_bumps_data_version`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function bump_data_version()`.execute(db);
  // Statistics now: PGlite has no autovacuum.
  await sql`analyze rep_month_figures`.execute(db);
  await sql`analyze rep_due_balances`.execute(db);
  await sql`analyze rep_open_figures`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  // Dropping a table drops its trigger.
  await db.schema.dropTable('rep_open_figures').ifExists().execute();
  await db.schema.dropTable('rep_due_balances').ifExists().execute();
  await db.schema.dropTable('rep_month_figures').ifExists().execute();
}
