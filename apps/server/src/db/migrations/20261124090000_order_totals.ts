import { sql, type Kysely } from 'kysely';

// Each order's item totals (parts, value, net value), kept by the import in the same transaction that writes the items
// (import/order-totals.ts): the only writer of order_items. Reports that need an order's totals (customer/orders,
// the 365-day figures and toBeInvoiced of customer_financials, period sales) read one row here instead of summing its
// items, which on PGlite and on a rep with thousands of orders was most of their time (docs/decisions/036).
// No foreign key: the table is derived, rebuilt from order_items whenever they change. Filled here from the items
// already loaded, so an upgraded database answers the same. Frozen once landed (docs/guiding-principles.md, 8).

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table order_totals (
    order_number bigint primary key,
    parts bigint not null,
    value numeric not null,
    net_value numeric not null
  )`.execute(db);
  await sql`insert into order_totals (order_number, parts, value, net_value)
            select order_number, sum(parts), sum(value), sum(net_value) from order_items group by order_number`.execute(
    db,
  );
  // Statistics now: PGlite has no autovacuum, and without them the planner hashes the whole table for a rep's orders.
  await sql`analyze order_totals`.execute(db);
  await sql`create trigger order_totals_bumps_data_version
            after insert or update or delete or truncate on order_totals
            for each statement execute function bump_data_version()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_totals').ifExists().execute();
}
