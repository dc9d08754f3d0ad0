import type { VisitOutcome, VisitRecord } from '@portal/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { recordAudit } from '../audit/audit-log.queries.ts';

// Recording a visit (docs/domain.md §5.2; docs/decisions/070-visit-plan.md), shared by the visit log and by the send of
// an order with recordVisit (docs/domain.md §6): one row per customer, rep and day; a second record that day replaces
// the first, audited in the same transaction (docs/decisions/043).

export type VisitChange = {
  register: string;
  outcome: VisitOutcome;
  note: string;
  /** The business date: the visit's day. */
  today: string;
  /** The caller's reps (null = every rep): a customer of another rep is refused. */
  reps: number[] | null;
  actor: { userId: number; username: string };
};

export type VisitOutcomeOfWrite = 'not-found' | 'forbidden' | { saved: VisitRecord };

/** Records a visit inside the caller's transaction (the send of an order records the day's visit with it). */
export const recordVisitIn = async (
  trx: Transaction<Database>,
  change: VisitChange,
): Promise<VisitOutcomeOfWrite> => {
  const customer = await trx
    .selectFrom('customers')
    .select(['representative_id', 'name'])
    .where('register', '=', change.register)
    .executeTakeFirst();
  if (!customer) return 'not-found';
  if (change.reps !== null && !change.reps.includes(customer.representative_id)) return 'forbidden';
  const key = {
    customer_register: change.register,
    representative_id: customer.representative_id,
    visited_on: change.today,
  };
  const previous = await trx
    .selectFrom('visits')
    .select(['outcome', 'note', 'recorded_by_username'])
    .where('customer_register', '=', key.customer_register)
    .where('representative_id', '=', key.representative_id)
    .where('visited_on', '=', key.visited_on)
    .forUpdate()
    .executeTakeFirst();
  const recorded = {
    outcome: change.outcome,
    note: change.note,
    recorded_by: change.actor.userId,
    recorded_by_username: change.actor.username,
  };
  await trx
    .insertInto('visits')
    .values({ ...key, ...recorded })
    .onConflict((conflict) =>
      conflict
        .columns(['customer_register', 'representative_id', 'visited_on'])
        .doUpdateSet({ ...recorded, recorded_at: sql`now()` }),
    )
    .execute();
  await recordAudit(trx, {
    userId: change.actor.userId,
    username: change.actor.username,
    action: previous ? 'update' : 'create',
    entity: 'visit',
    entityKey: `${change.register}:${customer.representative_id}:${change.today}`,
    oldValue: previous
      ? { outcome: previous.outcome, note: previous.note, recordedBy: previous.recorded_by_username }
      : null,
    newValue: { outcome: change.outcome, note: change.note, recordedBy: change.actor.username },
  });
  return {
    saved: {
      customerRegister: change.register,
      customerName: customer.name,
      representativeId: customer.representative_id,
      visitedOn: change.today,
      outcome: change.outcome,
      note: change.note,
      recordedBy: change.actor.username,
      distanceMeters: null,
      offSite: null,
    },
  };
};

/** Records a visit in a transaction of its own. */
export const recordVisit = async (db: Kysely<Database>, change: VisitChange): Promise<VisitOutcomeOfWrite> =>
  db.transaction().execute((trx) => recordVisitIn(trx, change));
