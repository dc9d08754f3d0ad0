import { sql, type Kysely } from 'kysely';

// Importações (docs/decisions/121): one row per import run, whoever started it (the nightly CLI, a hand-over to the
// running server, an upload), written outside the import's transaction so a refused run stays recorded after its
// rollback. import_runs keeps marking committed runs inside the transaction, as before. Frozen once landed.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('import_history')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .addColumn('origin', 'text', (c) => c.notNull().check(sql`origin in ('cli', 'upload', 'hand-over')`))
    .addColumn('started_by', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('running', 'ok', 'refused', 'failed')`),
    )
    .addColumn('duration_ms', 'integer')
    .addColumn('files', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('problems', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('import_history').execute();
}
