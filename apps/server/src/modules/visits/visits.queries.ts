import type { VisitOutcome, VisitRecord } from '@portal/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { registerIn, repIn } from '../../db/sql-kit/filters.ts';
import { recordAudit } from '../audit/audit.queries.ts';

// The visit log (docs/domain.md §5.2; docs/decisions/070-visit-plan.md): one row per customer, rep and day, written
// by the portal alone. A visit is the customer owner's; a second record that day replaces the first, audited in the
// same transaction as the route edits are (docs/decisions/043).

type VisitRow = {
  register: string;
  customer_name: string;
  representative_id: number;
  visited_on: string;
  outcome: VisitOutcome;
  note: string;
  recorded_by: string;
};

const toVisitRecord = (row: VisitRow): VisitRecord => ({
  customerRegister: row.register,
  customerName: row.customer_name,
  representativeId: row.representative_id,
  visitedOn: row.visited_on,
  outcome: row.outcome,
  note: row.note,
  recordedBy: row.recorded_by,
});

/** Columns of VisitRow over `visits v join customers c`. */
const visitColumns = sql`
  v.customer_register::text as register, c.name as customer_name, v.representative_id,
  to_char(v.visited_on, 'YYYY-MM-DD') as visited_on, v.outcome, v.note, v.recorded_by_username as recorded_by`;

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

export const recordVisit = async (db: Kysely<Database>, change: VisitChange): Promise<VisitOutcomeOfWrite> =>
  db.transaction().execute(async (trx) => {
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
      saved: toVisitRecord({
        register: change.register,
        customer_name: customer.name,
        representative_id: customer.representative_id,
        visited_on: change.today,
        outcome: change.outcome,
        note: change.note,
        recorded_by: change.actor.username,
      }),
    };
  });

export type VisitsFilter = {
  reps: number[] | null;
  start: string;
  end: string;
  customers?: string[] | undefined;
};

/** The visits of the reps in a period, newest first (then the later record, then the customer). */
export const visitsOf = async (db: Kysely<Database>, filter: VisitsFilter): Promise<VisitRecord[]> => {
  const { rows } = await sql<VisitRow>`
    select ${visitColumns}
    from visits v
    join customers c on c.register = v.customer_register
    where ${repIn('v.representative_id', filter.reps)}
      and v.visited_on between ${filter.start}::date and ${filter.end}::date
      and ${registerIn('v.customer_register', filter.customers)}
    order by v.visited_on desc, v.recorded_at desc, v.customer_register`.execute(db);
  return rows.map(toVisitRecord);
};

/** Each customer's latest visit by a rep in scope, by register. */
export const lastVisitsOf = async (
  db: Kysely<Database>,
  filter: { reps: number[] | null; registers: string[] },
): Promise<Map<string, VisitRecord>> => {
  if (filter.registers.length === 0) return new Map();
  const { rows } = await sql<VisitRow>`
    select distinct on (v.customer_register) ${visitColumns}
    from visits v
    join customers c on c.register = v.customer_register
    where v.customer_register = any(${filter.registers}::bpchar[])
      and ${repIn('v.representative_id', filter.reps)}
    order by v.customer_register, v.visited_on desc, v.recorded_at desc`.execute(db);
  return new Map(rows.map((row) => [row.register, toVisitRecord(row)]));
};
