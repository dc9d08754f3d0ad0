import { sql, type Kysely } from 'kysely';

// Mensagens and Notificações (docs/domain.md §5.5; docs/decisions/075-notifications-and-messages.md): owned by the
// portal like the visit log, never written by the import, so no CSV names these tables. A message goes from a rep-0
// user to chosen reps; each recipient row keeps its own read state. The business day each user last opened the
// notifications decides which events are unread. Every write moves the data version (migration 20261123160000), so a
// cached list or badge count never outlives it. Frozen once landed (docs/guiding-principles.md, 8).

const watch = async (db: Kysely<any>, table: string) =>
  sql`create trigger ${sql.raw(`${table}_bumps_data_version`)}
    after insert or update or delete or truncate on ${sql.table(table)}
    for each statement execute function bump_data_version()`.execute(db);

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('messages')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('sent_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('sent_by_username', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().check(sql`char_length(title) between 1 and 120`))
    .addColumn('body', 'text', (c) => c.notNull().check(sql`char_length(body) between 1 and 2000`))
    .addColumn('sent_on', 'date', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('messages_sender_idx').on('messages').columns(['sent_by', 'id']).execute();

  await db.schema
    .createTable('message_recipients')
    .addColumn('message_id', 'integer', (c) => c.notNull().references('messages.id').onDelete('cascade'))
    .addColumn('representative_id', 'integer', (c) => c.notNull().references('representatives.id'))
    .addColumn('read_at', 'timestamptz')
    .addColumn('read_by', 'integer', (c) => c.references('users.id'))
    .addPrimaryKeyConstraint('message_recipients_pk', ['message_id', 'representative_id'])
    .execute();
  await db.schema
    .createIndex('message_recipients_rep_idx')
    .on('message_recipients')
    .columns(['representative_id', 'message_id'])
    .execute();

  await db.schema
    .createTable('notification_views')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
    .addColumn('last_opened_on', 'date', (c) => c.notNull())
    .addColumn('opened_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  for (const table of ['messages', 'message_recipients', 'notification_views']) await watch(db, table);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['notification_views', 'message_recipients', 'messages']) {
    await sql`drop trigger if exists ${sql.raw(`${table}_bumps_data_version`)} on ${sql.table(table)}`.execute(
      db,
    );
    await db.schema.dropTable(table).ifExists().execute();
  }
}
