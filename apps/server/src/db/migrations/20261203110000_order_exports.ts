import { sql, type Kysely } from 'kysely';

// Pedidos ao ERP (docs/decisions/216): one row per export of sent orders, whichever road took them — the screen's
// "Exportar", `portal export-orders` (run here or handed to the server), the webhook's delivery of one order, the
// integration's JSON pull marking one. Written in the export's own transaction, so a refused export leaves none. The
// zip the screen and the command made is kept, so a download lost on its way can be fetched again. Frozen once landed.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_exports')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('origin', 'text', (c) =>
      c.notNull().check(sql`origin in ('screen', 'cli', 'webhook', 'pull')`),
    )
    .addColumn('started_by', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('orders', 'integer', (c) => c.notNull().check(sql`orders > 0`))
    .addColumn('items', 'integer', (c) => c.notNull().check(sql`items >= 0`))
    .addColumn('files', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('folder', 'text')
    .addColumn('archive', 'bytea')
    .execute();
  // The history's page: newest first.
  await sql`create index order_exports_at on order_exports (at desc, id desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_exports').ifExists().execute();
}
