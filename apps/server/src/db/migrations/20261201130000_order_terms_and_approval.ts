import { sql, type Kysely } from 'kysely';

// The order's terms and its approval (docs/domain.md §8.1–§8.3; docs/decisions/193). The import's optional payment
// conditions, the customers each may use, the customer's usual one, the ERP order's, the carriers and the
// supervisors' approval maximum; the draft's condition, freight and carrier, its approval or rejection, the list price
// of its frozen lines, and the approval events the notifications read. Frozen once landed
// (docs/guiding-principles.md, 8).

const importWatched = ['payment_conditions', 'customer_payment_conditions', 'carriers'];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table payment_conditions (
    code text primary key,
    description text not null,
    installments text not null,
    surcharge_percent numeric(5,2) not null default 0 check (surcharge_percent between -50 and 50),
    min_order_value numeric(14,2) not null default 0 check (min_order_value >= 0),
    active boolean not null default true
  )`.execute(db);
  await sql`create table customer_payment_conditions (
    customer_register char(14) not null references customers (register),
    payment_condition_code text not null references payment_conditions (code),
    constraint customer_payment_conditions_pk primary key (customer_register, payment_condition_code)
  )`.execute(db);
  await sql`create table carriers (code text primary key, name text not null)`.execute(db);
  await sql`alter table customers add column payment_condition text`.execute(db);
  await sql`alter table orders add column payment_condition text`.execute(db);
  // Null until the import brings the column: a non-null value anywhere turns approval on.
  await sql`alter table supervisors add column max_discount numeric(5,2)
              check (max_discount >= 0 and max_discount <= 100)`.execute(db);

  await sql`alter table order_drafts drop constraint order_drafts_status_check`.execute(db);
  await sql`alter table order_drafts add constraint order_drafts_status_check
              check (status in ('draft', 'awaiting-approval', 'sent', 'exported', 'in-erp'))`.execute(db);
  await sql`alter table order_drafts
              add column payment_condition_code text,
              add column freight_type text check (freight_type in ('CIF', 'FOB')),
              add column carrier_code text,
              add column approved_by_username text,
              add column approved_at timestamptz,
              add column approval_note text,
              add column rejected_by_username text,
              add column rejected_at timestamptz,
              add column rejection_reason text`.execute(db);
  await sql`create index order_drafts_awaiting_idx on order_drafts (sent_at) where status = 'awaiting-approval'`.execute(
    db,
  );
  await sql`alter table order_draft_lines add column list_price numeric(14,2)`.execute(db);

  // What happened to an order on its way to approval, dated on the business day: the notifications' source.
  await sql`create table order_approval_events (
    id bigint generated always as identity primary key,
    draft_id uuid not null references order_drafts (id) on delete cascade,
    kind text not null check (kind in ('approval-requested', 'approved', 'rejected')),
    day date not null,
    at timestamptz not null default now(),
    representative_id integer not null,
    customer_register char(14) not null,
    net_value numeric(14,2) not null,
    by_username text not null,
    reason text
  )`.execute(db);
  await sql`create index order_approval_events_day_idx on order_approval_events (representative_id, day)`.execute(
    db,
  );

  // The approval events feed the notifications, whose answers are kept until the data version moves.
  for (const table of [...importWatched, 'order_approval_events']) {
    await sql`create trigger ${sql.raw(`${table}_bumps_data_version`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function bump_data_version()`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_approval_events').ifExists().execute();
  await sql`alter table order_draft_lines drop column list_price`.execute(db);
  await sql`drop index if exists order_drafts_awaiting_idx`.execute(db);
  await sql`alter table order_drafts
              drop column payment_condition_code, drop column freight_type, drop column carrier_code,
              drop column approved_by_username, drop column approved_at, drop column approval_note,
              drop column rejected_by_username, drop column rejected_at, drop column rejection_reason`.execute(
    db,
  );
  await sql`alter table order_drafts drop constraint order_drafts_status_check`.execute(db);
  await sql`alter table order_drafts add constraint order_drafts_status_check
              check (status in ('draft', 'sent', 'exported', 'in-erp'))`.execute(db);
  await sql`alter table supervisors drop column max_discount`.execute(db);
  await sql`alter table orders drop column payment_condition`.execute(db);
  await sql`alter table customers drop column payment_condition`.execute(db);
  for (const table of ['carriers', 'customer_payment_conditions', 'payment_conditions'])
    await db.schema.dropTable(table).ifExists().execute();
}
