import { sql, type Kysely } from 'kysely';

// Covering indexes for the per-rep report reads (docs/decisions/030-report-performance.md). Each one lets a rep's
// query walk an index without touching the table (index-only scans once the table is vacuumed): on the large set
// non-payment went from ~120 ms to ~5 ms and goal-revenues from ~37 ms to ~3 ms for one rep.
// Frozen once landed (docs/guiding-principles.md, 8).

export async function up(db: Kysely<any>): Promise<void> {
  // Kysely's index builder has no INCLUDE: plain SQL, fixed text.
  // A customer's receivables with everything the flags, non-payment and commission read.
  await sql`create index receivables_customer_cover_idx on receivables (customer_register)
            include (status, due_date, extension_date, value, balance, paid_on)`.execute(db);
  // A rep's orders (number, status, customer) in issue order.
  await sql`create index orders_rep_cover_idx on orders (representative_id, issue_date)
            include (number, status, customer_register)`.execute(db);
  // An order's invoices with their date and value.
  await sql`create index invoices_order_cover_idx on invoices (order_number) include (issue_date, value)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('invoices_order_cover_idx').ifExists().execute();
  await db.schema.dropIndex('orders_rep_cover_idx').ifExists().execute();
  await db.schema.dropIndex('receivables_customer_cover_idx').ifExists().execute();
}
