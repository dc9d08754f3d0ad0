import { sql, type Kysely } from 'kysely';

// Every move of the data version (migration 20261123160000: any write to the data, the users or the teams) also sends
// a notice on the channel portal_data_changed when its transaction commits, with the schema as payload (PostgreSQL
// collapses identical notices of one transaction into one). Each portal process listens and forgets the users and the
// data version it kept, instead of reading them on every request (docs/decisions/033-request-user-kept-between-changes.md).
// Frozen once landed (docs/guiding-principles.md, 8).

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create function notify_data_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('portal_data_changed', current_schema());
      return null;
    end
  $$`.execute(db);
  await sql`create trigger data_version_notifies
            after update on data_version
            for each statement execute function notify_data_change()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists data_version_notifies on data_version`.execute(db);
  await sql`drop function if exists notify_data_change()`.execute(db);
}
