import type { VisitOutcome, VisitRecord } from '@portal/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { isOffSite, visitDistanceMeters } from '../../db/sql-kit/great-circle.ts';
import { recordAudit } from '../audit/audit-log.queries.ts';

// Recording a visit (docs/domain.md §5.2 and §7; docs/decisions/070-visit-plan.md, 130), shared by the visit log and
// by the send of an order with recordVisit (docs/domain.md §6): one row per customer, rep and day; a second record
// that day replaces the first, audited in the same transaction (docs/decisions/043). The distance from the customer's
// own point and the off-site verdict are computed here, once, with the radius of the day they were recorded.

/** Where the device was at the tap: decimal degrees and the accuracy radius in metres. */
export type VisitPosition = { latitude: number; longitude: number; accuracy: number };

export type VisitChange = {
  register: string;
  outcome: VisitOutcome;
  note: string;
  /**
   * The device's position at the tap and the radius (PORTAL_CHECKIN_RADIUS_M) it is judged by; null when it gave
   * none (the earlier record's position that day, if any, is kept).
   */
  tap: { position: VisitPosition; checkinRadiusMeters: number } | null;
  /** The business date: the visit's day. */
  today: string;
  /** The caller's reps (null = every rep): a customer of another rep is refused. */
  reps: number[] | null;
  actor: { userId: number; username: string };
};

export type VisitOutcomeOfWrite = 'not-found' | 'forbidden' | { saved: VisitRecord };

type CustomerAndVerdict = {
  representative_id: number;
  name: string;
  distance_meters: number | null;
  off_site: boolean | null;
};

/** The customer, and the position's distance from its own point with the verdict (null without a position). */
const customerAndVerdict = async (
  trx: Transaction<Database>,
  change: VisitChange,
): Promise<CustomerAndVerdict | undefined> => {
  const position = change.tap?.position;
  const visit = {
    latitude: sql`${position?.latitude ?? null}::double precision`,
    longitude: sql`${position?.longitude ?? null}::double precision`,
    accuracy: sql`${position?.accuracy ?? null}::double precision`,
  };
  const distance = visitDistanceMeters(visit, {
    latitude: sql.ref('c.latitude'),
    longitude: sql.ref('c.longitude'),
  });
  const { rows } = await sql<CustomerAndVerdict>`
    select m.representative_id, m.name, m.distance_meters,
           ${isOffSite(sql.ref('m.distance_meters'), visit.accuracy, change.tap?.checkinRadiusMeters ?? 0)} as off_site
    from (select c.representative_id, c.name, ${distance} as distance_meters
          from customers c where c.register = ${change.register}) m`.execute(trx);
  return rows[0];
};

/** The position columns of a record as the audit trail shows them: nothing when it has no position. */
const positionOf = (row: {
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
  distance_meters: number | null;
  off_site: boolean | null;
}) =>
  row.latitude === null
    ? {}
    : {
        latitude: row.latitude,
        longitude: row.longitude,
        accuracy: row.accuracy,
        distanceMeters: row.distance_meters,
        offSite: row.off_site,
      };

const isoOf = (value: Date | string): string => new Date(value).toISOString();

/**
 * When the position the day's record keeps was taken: the audit row of the record that brought it (its new value has
 * that position and its old value had not). Null when the record has no position.
 */
const keptPositionAt = async (trx: Transaction<Database>, entityKey: string): Promise<string | null> => {
  const { rows } = await sql<{ at: Date | string }>`
    select at from audit_log
     where entity = 'visit' and entity_key = ${entityKey} and new_value->>'latitude' is not null
       and (old_value is null
            or old_value->>'latitude' is distinct from new_value->>'latitude'
            or old_value->>'longitude' is distinct from new_value->>'longitude')
     order by at desc, id desc
     limit 1`.execute(trx);
  return rows[0] ? isoOf(rows[0].at) : null;
};

/** Records a visit inside the caller's transaction (the send of an order records the day's visit with it). */
export const recordVisitIn = async (
  trx: Transaction<Database>,
  change: VisitChange,
): Promise<VisitOutcomeOfWrite> => {
  const customer = await customerAndVerdict(trx, change);
  if (!customer) return 'not-found';
  if (change.reps !== null && !change.reps.includes(customer.representative_id)) return 'forbidden';
  const key = {
    customer_register: change.register,
    representative_id: customer.representative_id,
    visited_on: change.today,
  };
  const previous = await trx
    .selectFrom('visits')
    .select([
      'outcome',
      'note',
      'recorded_by_username',
      'latitude',
      'longitude',
      'accuracy',
      'distance_meters',
      'off_site',
    ])
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
  // A record without a usable position (an order sent later, away from the shop; a phone that knows its place only
  // within more than MAX_JUDGED_ACCURACY_METERS) keeps where the earlier one was taken, if that one could be judged.
  const judged = customer.distance_meters !== null;
  const earlierJudged = previous !== undefined && previous.distance_meters !== null;
  const located =
    change.tap && (judged || !earlierJudged)
      ? {
          latitude: change.tap.position.latitude,
          longitude: change.tap.position.longitude,
          accuracy: change.tap.position.accuracy,
          distance_meters: customer.distance_meters,
          off_site: customer.off_site,
        }
      : null;
  const entityKey = `${change.register}:${customer.representative_id}:${change.today}`;
  // Read before this record's own audit row lands: it brings no position of its own.
  const keptAt = !located && previous?.latitude != null ? await keptPositionAt(trx, entityKey) : null;
  const written = await trx
    .insertInto('visits')
    .values({ ...key, ...recorded, ...located })
    .onConflict((conflict) =>
      conflict
        .columns(['customer_register', 'representative_id', 'visited_on'])
        .doUpdateSet({ ...recorded, ...located, recorded_at: sql`now()` }),
    )
    .returning('recorded_at')
    .executeTakeFirstOrThrow();
  const position = located ?? {
    latitude: previous?.latitude ?? null,
    longitude: previous?.longitude ?? null,
    accuracy: previous?.accuracy ?? null,
    distance_meters: previous?.distance_meters ?? null,
    off_site: previous?.off_site ?? null,
  };
  await recordAudit(trx, {
    userId: change.actor.userId,
    username: change.actor.username,
    action: previous ? 'update' : 'create',
    entity: 'visit',
    entityKey,
    oldValue: previous
      ? {
          outcome: previous.outcome,
          note: previous.note,
          recordedBy: previous.recorded_by_username,
          ...positionOf(previous),
        }
      : null,
    newValue: {
      outcome: change.outcome,
      note: change.note,
      recordedBy: change.actor.username,
      ...positionOf(position),
    },
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
      distanceMeters: position.distance_meters,
      offSite: position.off_site,
      positionAt: located ? isoOf(written.recorded_at) : keptAt,
    },
  };
};

/** Records a visit in a transaction of its own. */
export const recordVisit = async (db: Kysely<Database>, change: VisitChange): Promise<VisitOutcomeOfWrite> =>
  db.transaction().execute((trx) => recordVisitIn(trx, change));
