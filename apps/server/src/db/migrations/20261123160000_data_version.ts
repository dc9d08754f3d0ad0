import { sql, type Kysely } from 'kysely';

// One counter that every write to the data the reports read moves forward, in the writer's own transaction, so a
// cached answer is never served after the data under it changed (docs/decisions/035-report-answer-cache.md).
// Statement-level triggers catch every writer, present and future (import, route edits, integration calls, the CLI),
// once per statement, also for COPY. Frozen once landed (docs/guiding-principles.md, 8).

const watched = [
  'supervisors',
  'representatives',
  'users',
  'quota_articles',
  'collections',
  'products',
  'cities',
  'customers',
  'customer_representatives',
  'city_routes',
  'orders',
  'order_items',
  'invoices',
  'receivables',
  'goals',
  'commission_entries',
  'audit_log',
  'grid_profiles',
  'grid_hints',
];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table data_version (
    id integer primary key check (id = 1),
    version bigint not null
  )`.execute(db);
  await sql`insert into data_version (id, version) values (1, 1)`.execute(db);
  await sql`create function bump_data_version() returns trigger language plpgsql as $$
    begin
      update data_version set version = version + 1 where id = 1;
      return null;
    end
  $$`.execute(db);
  for (const table of watched) {
    await sql`create trigger ${sql.raw(`${table}_bumps_data_version`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function bump_data_version()`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of watched) {
    await sql`drop trigger if exists ${sql.raw(`${table}_bumps_data_version`)} on ${sql.table(table)}`.execute(
      db,
    );
  }
  await sql`drop function if exists bump_data_version()`.execute(db);
  await sql`drop table if exists data_version`.execute(db);
}
