import { sql, type Kysely } from 'kysely';

// Sign-in from a known device and signing out (docs/decisions/105-device-cookies-and-signing-out.md).
// - login_attempts.device: the device cookie's nonce an attempt presented for its username, so a known device is
//   judged by its own failures only.
// - signed_out_sessions: the sessions signed out before their end, kept until that end. A write moves the data
//   version (migration 20261123160000), whose notice makes every process forget the users it kept, so a signed-out
//   token is refused at once on every instance. Frozen once landed (docs/guiding-principles.md, 8).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('login_attempts').addColumn('device', 'text').execute();
  await db.schema
    .createTable('signed_out_sessions')
    .addColumn('session_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('until', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('signed_out_sessions_user_idx')
    .on('signed_out_sessions')
    .columns(['user_id', 'until'])
    .execute();
  await sql`create trigger signed_out_sessions_bumps_data_version
    after insert or update or delete or truncate on signed_out_sessions
    for each statement execute function bump_data_version()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('signed_out_sessions').ifExists().execute();
  await db.schema.alterTable('login_attempts').dropColumn('device').execute();
}
