import { sql, type Kysely } from 'kysely';

// The webhook's outbox (docs/domain.md §8.6; docs/decisions/211): one row per order that turned `sent` while the
// webhook was configured, written in the same transaction as the status change, then delivered by the server's own
// loop. The id is the delivery id the receiver sees on every retry. Frozen once landed (docs/guiding-principles.md, 8).

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table order_deliveries (
    id uuid primary key,
    order_id uuid not null references order_drafts (id) on delete cascade,
    status text not null default 'pending' check (status in ('pending', 'delivered', 'failed', 'skipped')),
    attempts integer not null default 0 check (attempts >= 0),
    next_attempt_at timestamptz not null default now(),
    last_error text,
    created_at timestamptz not null default now(),
    delivered_at timestamptz
  )`.execute(db);
  // The worker's pick: the due pending ones, soonest first.
  await sql`create index order_deliveries_due on order_deliveries (next_attempt_at) where status = 'pending'`.execute(
    db,
  );
  // The export's check for an order the webhook still holds, and Sistema's look at one order's deliveries.
  await sql`create index order_deliveries_order on order_deliveries (order_id)`.execute(db);
  // Sistema's failed list and the last day's delivered count.
  await sql`create index order_deliveries_status on order_deliveries (status, delivered_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_deliveries').ifExists().execute();
}
