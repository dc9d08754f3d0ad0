import { sql, type Kysely } from 'kysely';

// Indexes of the initial schema that repeat the leading keys of a covering index added later (20261123114000).
// Each costs a sort at every first load (bench/import, large: 6.3 s + 1.3 s + 1.2 s of rebuilds) and an insertion
// per row written. Receivables keep one index where they had two: keyed by (customer, status) like the plain one,
// whose estimates the planner needs to start a rep's Dup. Aberto from the customers (a cover keyed by customer
// alone made it scan all customers: 13 → 57 ms), and carrying what the covering one carried.
// Frozen once landed (docs/guiding-principles.md, 8).

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index receivables_customer_status_cover_idx on receivables (customer_register, status)
            include (due_date, extension_date, value, balance, paid_on)`.execute(db);
  await db.schema.dropIndex('receivables_customer_cover_idx').ifExists().execute();
  await db.schema.dropIndex('receivables_customer_idx').ifExists().execute();
  // Same keys as orders_rep_cover_idx (representative_id, issue_date).
  await db.schema.dropIndex('orders_rep_issue_idx').ifExists().execute();
  // Same key as invoices_order_cover_idx (order_number).
  await db.schema.dropIndex('invoices_order_idx').ifExists().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`create index if not exists invoices_order_idx on invoices (order_number)`.execute(db);
  await sql`create index if not exists orders_rep_issue_idx on orders (representative_id, issue_date)`.execute(
    db,
  );
  await sql`create index if not exists receivables_customer_idx on receivables (customer_register, status)`.execute(
    db,
  );
  await sql`create index if not exists receivables_customer_cover_idx on receivables (customer_register)
            include (status, due_date, extension_date, value, balance, paid_on)`.execute(db);
  await db.schema.dropIndex('receivables_customer_status_cover_idx').ifExists().execute();
}
