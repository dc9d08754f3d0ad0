import { sql, type Kysely } from 'kysely';

// Pedidos (docs/domain.md §6; docs/decisions/110-order-tables.md). The import's optional files and columns (prices,
// the colour × size grid, stock, the customer's table, the rep's maximum discount, the product's photo, the ERP's echo
// of the portal's id, the item's grid cell) and the portal's own order drafts. Codes are text kept exactly as
// written. An item without a grid cell has '' as colour and size, so the items' key stays a primary key.
// Frozen once landed (docs/guiding-principles.md, 8).

const importWatched = ['prices', 'skus', 'stock', 'product_images'];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table customers add column price_table text`.execute(db);
  await sql`alter table representatives add column max_discount numeric(5,2)
              check (max_discount >= 0 and max_discount <= 100)`.execute(db);
  await sql`alter table products add column image text`.execute(db);
  await sql`alter table orders add column portal_order_id text`.execute(db);
  await sql`create index orders_portal_order_idx on orders (portal_order_id) where portal_order_id is not null`.execute(
    db,
  );

  await sql`alter table order_items add column color_code text not null default ''`.execute(db);
  await sql`alter table order_items add column size text not null default ''`.execute(db);
  await sql`alter table order_items drop constraint order_items_pk`.execute(db);
  await sql`alter table order_items add constraint order_items_pk
              primary key (order_number, reference, color_code, size)`.execute(db);

  await sql`create table prices (
    price_table text not null,
    reference text not null references products (reference),
    price numeric(14,2) not null check (price > 0),
    constraint prices_pk primary key (price_table, reference)
  )`.execute(db);

  await sql`create table skus (
    reference text not null references products (reference),
    color_code text not null,
    size text not null,
    color_name text not null,
    size_order integer not null,
    active boolean not null default true,
    constraint skus_pk primary key (reference, color_code, size)
  )`.execute(db);

  // A reference without a grid keeps its stock under '' colour and size.
  await sql`create table stock (
    reference text not null references products (reference),
    color_code text not null default '',
    size text not null default '',
    available integer check (available >= 0),
    next_date date,
    next_available integer check (next_available >= 0),
    constraint stock_pk primary key (reference, color_code, size)
  )`.execute(db);

  // Phone-sized copies of products.image, content-addressed so a URL never serves a stale photo.
  await sql`create table product_images (
    reference text primary key references products (reference),
    source_name text not null,
    key char(64) not null,
    content_type text not null,
    data bytea not null
  )`.execute(db);
  await sql`create index product_images_key_idx on product_images (key)`.execute(db);

  await sql`create table order_drafts (
    id uuid primary key,
    customer_register char(14) not null references customers (register),
    representative_id integer not null references representatives (id),
    status text not null default 'draft' check (status in ('draft', 'sent', 'exported', 'in-erp')),
    price_table text,
    payment_days integer not null check (payment_days between 0 and 360),
    delivery_date date,
    discount_percent numeric(5,2) not null check (discount_percent between 0 and 100),
    note text not null default '' check (char_length(note) <= 500),
    created_by integer references users (id),
    created_by_username text not null,
    created_at timestamptz not null default now(),
    saved_at timestamptz not null default now(),
    sent_at timestamptz,
    sent_on date,
    sent_by_username text,
    exported_at timestamptz,
    erp_order_number bigint,
    evaluation jsonb
  )`.execute(db);
  await sql`create index order_drafts_rep_idx on order_drafts (representative_id, status)`.execute(db);
  await sql`create index order_drafts_customer_idx on order_drafts (customer_register, status)`.execute(db);

  // The items as the device sent them (parts as typed, checked by the evaluation).
  await sql`create table order_draft_items (
    draft_id uuid not null references order_drafts (id) on delete cascade,
    position integer not null,
    reference text not null,
    color_code text,
    size text,
    parts numeric not null,
    constraint order_draft_items_pk primary key (draft_id, position)
  )`.execute(db);

  // The evaluated lines, frozen at the send: what the export writes and what goals and credit count until the ERP
  // links the order.
  await sql`create table order_draft_lines (
    draft_id uuid not null references order_drafts (id) on delete cascade,
    line integer not null,
    reference text not null,
    color_code text,
    size text,
    quota_article_code text not null,
    parts integer not null,
    unit_price numeric(14,2) not null,
    value numeric(14,2) not null,
    net_value numeric(14,2) not null,
    constraint order_draft_lines_pk primary key (draft_id, line)
  )`.execute(db);

  for (const table of importWatched) {
    await sql`create trigger ${sql.raw(`${table}_bumps_data_version`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function bump_data_version()`.execute(db);
  }
  // A draft's saves as it is typed change no report; its send, export, link and delete do.
  await sql`create trigger order_drafts_bumps_data_version
    after update of status, erp_order_number or delete or truncate on order_drafts
    for each statement execute function bump_data_version()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['order_draft_lines', 'order_draft_items', 'order_drafts', ...importWatched])
    await db.schema.dropTable(table).ifExists().execute();
  await sql`alter table order_items drop constraint order_items_pk`.execute(db);
  await sql`alter table order_items drop column color_code, drop column size`.execute(db);
  await sql`alter table order_items add constraint order_items_pk primary key (order_number, reference)`.execute(
    db,
  );
  await sql`drop index if exists orders_portal_order_idx`.execute(db);
  await sql`alter table orders drop column portal_order_id`.execute(db);
  await sql`alter table products drop column image`.execute(db);
  await sql`alter table representatives drop column max_discount`.execute(db);
  await sql`alter table customers drop column price_table`.execute(db);
}
