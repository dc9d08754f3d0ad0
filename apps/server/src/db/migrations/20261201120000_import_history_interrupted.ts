import { sql, type Kysely } from 'kysely';

// An import whose process died mid-way (kill -9, power cut) left its history row 'running' forever (docs/decisions/192):
// each run now says which process runs it, and a starting server marks the runs of processes gone as 'interrupted'.
// Frozen once landed.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table import_history drop constraint import_history_status_check`.execute(db);
  await sql`alter table import_history add constraint import_history_status_check
    check (status in ('running', 'ok', 'refused', 'failed', 'interrupted'))`.execute(db);
  await db.schema.alterTable('import_history').addColumn('host', 'text').execute();
  await db.schema.alterTable('import_history').addColumn('pid', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`update import_history set status = 'failed' where status = 'interrupted'`.execute(db);
  await sql`alter table import_history drop constraint import_history_status_check`.execute(db);
  await sql`alter table import_history add constraint import_history_status_check
    check (status in ('running', 'ok', 'refused', 'failed'))`.execute(db);
  await db.schema.alterTable('import_history').dropColumn('pid').execute();
  await db.schema.alterTable('import_history').dropColumn('host').execute();
}
