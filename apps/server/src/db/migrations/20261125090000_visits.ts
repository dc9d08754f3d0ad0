import { sql, type Kysely } from 'kysely';

// The visit log (docs/domain.md §5.2; docs/decisions/070-visit-plan.md): owned by the portal, never written by the
// import, so no CSV names it. One row per customer, rep and day; a second record that day replaces the first. Every
// write moves the data version (migration 20261123160000) so no cached visit plan outlives it. Frozen once landed
// (docs/guiding-principles.md, 8).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('visits')
    .addColumn('customer_register', sql`char(14)`, (c) => c.notNull().references('customers.register'))
    .addColumn('representative_id', 'integer', (c) => c.notNull().references('representatives.id'))
    .addColumn('visited_on', 'date', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) =>
      c.notNull().check(sql`outcome in ('sold', 'no-sale', 'absent', 'collected')`),
    )
    .addColumn('note', 'text', (c) =>
      c
        .notNull()
        .defaultTo('')
        .check(sql`char_length(note) <= 500`),
    )
    .addColumn('recorded_by', 'integer', (c) => c.references('users.id'))
    .addColumn('recorded_by_username', 'text', (c) => c.notNull())
    .addColumn('recorded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('visits_pk', ['customer_register', 'representative_id', 'visited_on'])
    .execute();
  await db.schema
    .createIndex('visits_rep_day_idx')
    .on('visits')
    .columns(['representative_id', 'visited_on'])
    .execute();
  await sql`create trigger visits_bumps_data_version
    after insert or update or delete or truncate on visits
    for each statement execute function bump_data_version()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists visits_bumps_data_version on visits`.execute(db);
  await db.schema.dropTable('visits').ifExists().execute();
}
