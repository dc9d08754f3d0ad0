import { sql, type Kysely } from 'kysely';

// Mapa (docs/domain.md §7; docs/decisions/130-map-points-and-visit-distance.md). The import's optional points of
// customers and cities, in decimal degrees, both or neither, within range: the schema repeats the import's checks so
// the first load's shortcut may leave them to it. A visit keeps the position the device reported at the tap, its
// accuracy, and the distance and verdict computed when it was recorded. Frozen once landed
// (docs/guiding-principles.md, 8).

const pointChecks = (table: string) =>
  sql.raw(`alter table ${table}
    add column latitude double precision,
    add column longitude double precision,
    add constraint ${table}_point_both_or_neither check ((latitude is null) = (longitude is null)),
    add constraint ${table}_point_in_range check (latitude between -90 and 90 and longitude between -180 and 180)`);

export async function up(db: Kysely<any>): Promise<void> {
  await sql`${pointChecks('cities')}`.execute(db);
  await sql`${pointChecks('customers')}`.execute(db);
  await sql`alter table visits
    add column latitude double precision,
    add column longitude double precision,
    add column accuracy double precision,
    add column distance_meters integer,
    add column off_site boolean,
    add constraint visits_point_both_or_neither
      check ((latitude is null) = (longitude is null) and (latitude is null) = (accuracy is null)),
    add constraint visits_point_in_range
      check (latitude between -90 and 90 and longitude between -180 and 180 and accuracy >= 0),
    add constraint visits_verdict_both_or_neither check ((distance_meters is null) = (off_site is null))`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table visits
    drop constraint if exists visits_verdict_both_or_neither,
    drop constraint if exists visits_point_in_range,
    drop constraint if exists visits_point_both_or_neither,
    drop column if exists off_site,
    drop column if exists distance_meters,
    drop column if exists accuracy,
    drop column if exists longitude,
    drop column if exists latitude`.execute(db);
  for (const table of ['customers', 'cities']) {
    await sql`${sql.raw(`alter table ${table}
      drop constraint if exists ${table}_point_in_range,
      drop constraint if exists ${table}_point_both_or_neither,
      drop column if exists longitude,
      drop column if exists latitude`)}`.execute(db);
  }
}
