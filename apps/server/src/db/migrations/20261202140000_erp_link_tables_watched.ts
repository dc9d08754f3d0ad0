import { sql, type Kysely } from 'kysely';

// The ERP's answers and the webhook's deliveries change what the orders' calls answer (an order whose delivery failed
// goes back to the export pull): like every table the answers read, they move the data version (docs/decisions/035).
const tables = ['portal_order_returns', 'order_deliveries'];

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of tables)
    await sql`create trigger ${sql.raw(`${table}_bumps_data_version`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function bump_data_version()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of tables)
    await sql`drop trigger if exists ${sql.raw(`${table}_bumps_data_version`)} on ${sql.table(table)}`.execute(
      db,
    );
}
