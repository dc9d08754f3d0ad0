import type { TeamDayVisit, TeamDayVisitsAnswer, VisitOutcome } from '@portal/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import {
  customerPointColumns,
  toCustomerLocation,
  type CustomerPointRow,
} from '../../domain/customers/customer-profile.queries.ts';

// A rep's day on the supervisor's map (docs/domain.md §7): the visits of one day in the order they were recorded,
// each with where the map draws its customer and where the device was at the tap.

type DayVisitRow = CustomerPointRow & {
  register: string;
  customer_name: string;
  visit_latitude: number | null;
  visit_longitude: number | null;
  accuracy: number | null;
  distance_meters: number | null;
  off_site: boolean | null;
  outcome: VisitOutcome;
  note: string;
  recorded_at: Date | string;
  recorded_by: string;
};

const nullableNumber = (value: number | string | null): number | null =>
  value === null ? null : Number(value);

const toDayVisit = (row: DayVisitRow): TeamDayVisit => ({
  customerRegister: row.register,
  customerName: row.customer_name,
  ...toCustomerLocation(row),
  visitLatitude: nullableNumber(row.visit_latitude),
  visitLongitude: nullableNumber(row.visit_longitude),
  accuracy: nullableNumber(row.accuracy),
  distanceMeters: row.distance_meters,
  offSite: row.off_site,
  outcome: row.outcome,
  note: row.note,
  recordedAt: new Date(row.recorded_at).toISOString(),
  recordedBy: row.recorded_by,
});

/** The rep's visits of the day, first recorded first; null when no such rep exists. */
export const dayVisitsOf = async (
  db: Kysely<Database>,
  filter: { representativeId: number; date: string },
): Promise<TeamDayVisitsAnswer | null> => {
  const rep = await db
    .selectFrom('representatives')
    .select(['id', 'name'])
    .where('id', '=', filter.representativeId)
    .executeTakeFirst();
  if (!rep) return null;
  const { rows } = await sql<DayVisitRow>`
    select v.customer_register::text as register, c.name as customer_name, ${customerPointColumns},
           v.latitude as visit_latitude, v.longitude as visit_longitude, v.accuracy, v.distance_meters, v.off_site,
           v.outcome, v.note, v.recorded_at, v.recorded_by_username as recorded_by
    from visits v
    join customers c on c.register = v.customer_register
    join cities ci on ci.code = c.city_code
    where v.representative_id = ${filter.representativeId} and v.visited_on = ${filter.date}::date
    order by v.recorded_at, v.customer_register`.execute(db);
  return {
    representativeId: rep.id,
    representativeName: rep.name,
    date: filter.date,
    visits: rows.map(toDayVisit),
  };
};
