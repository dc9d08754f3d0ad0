import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { markExported } from './order-export.queries.ts';
import { recordOrderHandedOver } from './order-export-history.queries.ts';

// The webhook's outbox (docs/domain.md §8.6; docs/decisions/211): a row written with the status change, picked by
// the server's loop with a lease, closed by the receiver's 2xx. Read by the orders module (the send and the approval
// queue one), Administração → Sistema and the loop in export/order-webhook.ts. Times come from the caller's clock, so
// tests can move past a day without waiting for one.

type Db = Kysely<Database> | Transaction<Database>;

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** Queues the delivery of an order that just turned `sent`, in the caller's transaction; answers the delivery id. */
export const queueOrderDelivery = async (trx: Db, orderId: string): Promise<string> => {
  const id = randomUUID();
  await trx.insertInto('order_deliveries').values({ id, order_id: orderId }).execute();
  return id;
};

export type PickedDelivery = { id: string; orderId: string; attempts: number; createdAt: Date };

/**
 * Takes up to `limit` due deliveries for this process: each counts one more attempt and is leased until `leaseUntil`,
 * so another instance skips it now (SKIP LOCKED) and after the commit (its next attempt is in the future). A process
 * that dies mid-attempt leaves a lease that simply runs out.
 */
export const pickDueDeliveries = async (
  db: Kysely<Database>,
  pick: { now: Date; leaseUntil: Date; limit: number },
): Promise<PickedDelivery[]> => {
  const { rows } = await sql<{ id: string; order_id: string; attempts: number; created_at: Date | string }>`
    update order_deliveries w
       set attempts = w.attempts + 1, next_attempt_at = ${at(pick.leaseUntil)}
      from (select id from order_deliveries
             where status = 'pending' and next_attempt_at <= ${at(pick.now)}
             order by next_attempt_at, created_at
             limit ${pick.limit}
             for update skip locked) due
     where w.id = due.id
     returning w.id::text as id, w.order_id::text as order_id, w.attempts, w.created_at`.execute(db);
  return rows.map((row) => ({
    id: row.id,
    orderId: row.order_id,
    attempts: row.attempts,
    createdAt: new Date(row.created_at),
  }));
};

/** The lease still this attempt's: an attempt that outlived its lease leaves the row to the one that took it over. */
const ownAttempt = (picked: PickedDelivery) =>
  sql`id = ${picked.id}::uuid and status = 'pending' and attempts = ${picked.attempts}`;

/**
 * The receiver's 2xx: delivered, and the order `exported` as `portal export-orders` marks it and in the export history,
 * in one transaction.
 */
export const closeDelivered = async (
  db: Kysely<Database>,
  picked: PickedDelivery,
  now: Date,
): Promise<boolean> =>
  db.transaction().execute(async (trx) => {
    const result = await sql`
      update order_deliveries set status = 'delivered', delivered_at = ${at(now)}, last_error = null
       where ${ownAttempt(picked)}`.execute(trx);
    if (Number(result.numAffectedRows ?? 0) === 0) return false;
    if ((await markExported(trx, [picked.orderId])) > 0)
      await recordOrderHandedOver(trx, {
        origin: 'webhook',
        startedBy: 'webhook',
        userId: null,
        orderId: picked.orderId,
      });
    return true;
  });

/** Any other answer, or none: tried again at `nextAt`, or `failed` when null (past the 24 h). */
export const recordAttemptFailed = async (
  db: Kysely<Database>,
  picked: PickedDelivery,
  failure: { error: string; nextAt: Date | null },
): Promise<void> => {
  await sql`
    update order_deliveries
       set last_error = ${failure.error.slice(0, 500)},
           status = ${failure.nextAt ? 'pending' : 'failed'},
           next_attempt_at = ${failure.nextAt ? at(failure.nextAt) : sql`next_attempt_at`}
     where ${ownAttempt(picked)}`.execute(db);
};

/** The order left `sent` another way (the ERP marked it, an import linked it): nothing to send (docs/decisions/212). */
export const closeSkipped = async (
  db: Kysely<Database>,
  picked: PickedDelivery,
  reason: string,
): Promise<void> => {
  await sql`
    update order_deliveries set status = 'skipped', last_error = ${reason}
     where ${ownAttempt(picked)}`.execute(db);
};

export type DeliveryProblem = {
  id: string;
  orderId: string;
  customerName: string;
  representativeId: number;
  status: 'pending' | 'failed';
  attempts: number;
  lastError: string;
  /** Null once failed: only "Tentar agora" tries it again. */
  nextAttemptAt: string | null;
  createdAt: string;
};

export type DeliveriesOverview = { pending: number; deliveredLastDay: number; failing: DeliveryProblem[] };

/** How many failing deliveries Sistema lists, newest first: beyond that the count says the rest. */
export const FAILING_SHOWN = 50;

/** Sistema's panel: pending, failing (pending after an error, or failed) and delivered in the 24 h before `now`. */
export const deliveriesOverview = async (db: Kysely<Database>, now: Date): Promise<DeliveriesOverview> => {
  const counts = await sql<{ pending: number; delivered: number }>`
    select count(*) filter (where status = 'pending')::int as pending,
           count(*) filter (where status = 'delivered'
                              and delivered_at > ${at(now)} - interval '24 hours')::int as delivered
      from order_deliveries
     where status = 'pending' or (status = 'delivered' and delivered_at > ${at(now)} - interval '24 hours')`.execute(
    db,
  );
  const failing = await sql<{
    id: string;
    order_id: string;
    customer_name: string | null;
    representative_id: number;
    status: 'pending' | 'failed';
    attempts: number;
    last_error: string;
    next_attempt_at: Date | string;
    created_at: Date | string;
  }>`
    select w.id::text as id, w.order_id::text as order_id, c.name as customer_name, d.representative_id,
           w.status, w.attempts, w.last_error, w.next_attempt_at, w.created_at
      from order_deliveries w
      join order_drafts d on d.id = w.order_id
      left join customers c on c.register = d.customer_register
     where w.status = 'failed' or (w.status = 'pending' and w.last_error is not null)
     order by w.created_at desc, w.id
     limit ${FAILING_SHOWN}`.execute(db);
  return {
    pending: counts.rows[0]?.pending ?? 0,
    deliveredLastDay: counts.rows[0]?.delivered ?? 0,
    failing: failing.rows.map((row) => ({
      id: row.id,
      orderId: row.order_id,
      customerName: row.customer_name ?? '',
      representativeId: row.representative_id,
      status: row.status,
      attempts: row.attempts,
      lastError: row.last_error,
      nextAttemptAt: row.status === 'failed' ? null : new Date(row.next_attempt_at).toISOString(),
      createdAt: new Date(row.created_at).toISOString(),
    })),
  };
};

/**
 * "Tentar agora": a pending or failed delivery becomes due at `now`. A failed one gets one more attempt; failing
 * again past its 24 h, it is failed again. Null when there is no such delivery (or it was delivered meanwhile).
 */
export const retryDeliveryNow = async (
  db: Db,
  id: string,
  now: Date,
): Promise<{ orderId: string; status: 'pending' | 'failed'; attempts: number } | null> => {
  const { rows } = await sql<{ order_id: string; status: 'pending' | 'failed'; attempts: number }>`
    with before as (
      select id, status from order_deliveries
       where id = ${id}::uuid and status in ('pending', 'failed') for update)
    update order_deliveries w set status = 'pending', next_attempt_at = ${at(now)}
      from before
     where w.id = before.id
     returning w.order_id::text as order_id, before.status, w.attempts`.execute(db);
  const row = rows[0];
  return row ? { orderId: row.order_id, status: row.status, attempts: row.attempts } : null;
};

/**
 * With the URL removed, the deliveries still pending would hold their orders from the export forever: closed at the
 * server's start, their orders go to `portal export-orders` and the JSON pull as before (docs/decisions/212).
 */
export const releasePendingDeliveries = async (db: Kysely<Database>): Promise<number> => {
  const result = await sql`
    update order_deliveries set status = 'skipped', last_error = 'webhook desligado: o pedido volta à exportação'
     where status = 'pending'`.execute(db);
  return Number(result.numAffectedRows ?? 0);
};
