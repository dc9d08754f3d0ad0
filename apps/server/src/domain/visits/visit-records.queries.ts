import type { VisitOutcome, VisitRecord } from '@portal/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { registerIn, repIn } from '../../db/sql-kit/filters.ts';

// The visit log read back (docs/domain.md §5.2): the Visitas screen's list and the visit plan's last visit per
// customer read the same columns.

export type VisitRow = {
  register: string;
  customer_name: string;
  representative_id: number;
  visited_on: string;
  outcome: VisitOutcome;
  note: string;
  recorded_by: string;
  distance_meters: number | null;
  off_site: boolean | null;
};

export const toVisitRecord = (row: VisitRow): VisitRecord => ({
  customerRegister: row.register,
  customerName: row.customer_name,
  representativeId: row.representative_id,
  visitedOn: row.visited_on,
  outcome: row.outcome,
  note: row.note,
  recordedBy: row.recorded_by,
  distanceMeters: row.distance_meters,
  offSite: row.off_site,
});

/** Columns of VisitRow over `visits v join customers c`. */
export const visitColumns = sql`
  v.customer_register::text as register, c.name as customer_name, v.representative_id,
  to_char(v.visited_on, 'YYYY-MM-DD') as visited_on, v.outcome, v.note, v.recorded_by_username as recorded_by,
  v.distance_meters, v.off_site`;

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
