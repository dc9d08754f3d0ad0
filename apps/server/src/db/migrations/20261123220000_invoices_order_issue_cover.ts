import { sql, type Kysely } from 'kysely';

// The invoices of a rep's orders issued in a range (Faturado, Indicadores' revenues) are looked up per order. Keyed by
// the order alone, each lookup read the invoice rows to test the date, and for a rep with ~3,600 orders the planner
// preferred reading every invoice of the month (115k on large) and hashing them: 224 ms with no parallel workers
// (db/connect.ts). Keyed (order, issue date) and carrying what the grids show, the lookup is an index-only range scan:
// 12 ms for that rep. It replaces the index keyed by the order alone, whose uses (sums per order, the latest invoice)
// it serves as well. Frozen once landed (docs/guiding-principles.md, 8).

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index invoices_order_issue_cover_idx on invoices (order_number, issue_date)
            include (number, parts, value)`.execute(db);
  await db.schema.dropIndex('invoices_order_cover_idx').ifExists().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`create index if not exists invoices_order_cover_idx on invoices (order_number) include (issue_date, value)`.execute(
    db,
  );
  await db.schema.dropIndex('invoices_order_issue_cover_idx').ifExists().execute();
}
