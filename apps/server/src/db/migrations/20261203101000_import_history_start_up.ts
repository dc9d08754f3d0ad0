import { type Kysely, sql } from 'kysely';

// The import a starting server makes into an empty database is recorded in the history too (docs/decisions/215), as
// origin 'startup'. Frozen once landed.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table import_history drop constraint import_history_origin_check`.execute(db);
  await sql`alter table import_history add constraint import_history_origin_check
    check (origin in ('cli', 'upload', 'hand-over', 'startup'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`update import_history set origin = 'cli' where origin = 'startup'`.execute(db);
  await sql`alter table import_history drop constraint import_history_origin_check`.execute(db);
  await sql`alter table import_history add constraint import_history_origin_check
    check (origin in ('cli', 'upload', 'hand-over'))`.execute(db);
}
