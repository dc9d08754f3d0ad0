import { sql, type Kysely } from 'kysely';

// Packs, the closed size runs (docs/domain.md §8.1–§8.2): the import's optional packs.csv and products.sold_by, and a
// draft's items and sent lines that came from a pack. A pack item keeps its code and number of packs; its parts are
// worked out by the evaluation, so the item's parts are empty. Frozen once landed (docs/guiding-principles.md, 8).

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table products add column sold_by text not null default 'piece'
              check (sold_by in ('piece', 'pack'))`.execute(db);

  await sql`create table packs (
    reference text not null references products (reference),
    pack_code text not null,
    size text not null,
    parts integer not null check (parts >= 1),
    constraint packs_pk primary key (reference, pack_code, size)
  )`.execute(db);
  await sql`create trigger packs_bumps_data_version
    after insert or update or delete or truncate on packs
    for each statement execute function bump_data_version()`.execute(db);

  await sql`alter table order_draft_items
              alter column parts drop not null,
              add column pack_code text,
              add column packs numeric,
              add constraint order_draft_items_parts_or_packs
                check ((pack_code is null) = (packs is null) and (parts is null) = (pack_code is not null))`.execute(
    db,
  );
  await sql`alter table order_draft_lines add column pack_code text, add column packs integer`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table order_draft_lines drop column pack_code, drop column packs`.execute(db);
  await sql`delete from order_draft_items where parts is null`.execute(db);
  await sql`alter table order_draft_items drop constraint order_draft_items_parts_or_packs,
              drop column pack_code, drop column packs, alter column parts set not null`.execute(db);
  await db.schema.dropTable('packs').ifExists().execute();
  await sql`alter table products drop column sold_by`.execute(db);
}
