import type { Kysely } from 'kysely';

// users.csv sets a password only when it brings a different one than last time (docs/decisions/214): what it brought
// is kept per user as a salted digest, never the plain text. A user without a row here takes the file's password at
// the next import, as before. Frozen once landed.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('user_file_passwords')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('digest', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('user_file_passwords').execute();
}
