import { MAX_JUDGED_ACCURACY_METERS } from '@portal/contracts';
import { sql, type RawBuilder } from 'kysely';

// Where a visit happened (docs/domain.md §7; docs/decisions/130): the distance from the customer's own point and the
// off-site verdict, as fragments, so every reader and writer computes them with one definition, in double precision.

/** Mean Earth radius of the haversine formula, in metres. */
export const EARTH_RADIUS_METERS = 6_371_000;

/** A point as two SQL expressions in decimal degrees (double precision). */
export type SqlPoint = { latitude: RawBuilder<unknown>; longitude: RawBuilder<unknown> };

/** Great-circle distance in metres between two points (haversine; least() keeps asin's argument in its domain). */
export const haversineMeters = (from: SqlPoint, to: SqlPoint): RawBuilder<number> => sql<number>`(
  2 * ${sql.lit(EARTH_RADIUS_METERS)}::double precision * asin(least(1::double precision, sqrt(
    power(sin(radians(${to.latitude} - ${from.latitude}) / 2), 2)
    + cos(radians(${from.latitude})) * cos(radians(${to.latitude}))
      * power(sin(radians(${to.longitude} - ${from.longitude}) / 2), 2)))))`;

/** Metres rounded half-up: round() on double precision rounds halves to even. */
export const roundedMeters = (meters: RawBuilder<number>): RawBuilder<number> =>
  sql<number>`floor(${meters} + 0.5)::integer`;

/**
 * The visit's distance from the customer's own point, in whole metres; null when the visit has no position, the
 * customer has no point of its own, or the accuracy is past MAX_JUDGED_ACCURACY_METERS.
 */
export const visitDistanceMeters = (
  visit: SqlPoint & { accuracy: RawBuilder<unknown> },
  customer: SqlPoint,
): RawBuilder<number | null> => sql<number | null>`(case
    when ${visit.latitude} is null or ${customer.latitude} is null
      or ${visit.accuracy} > ${sql.lit(MAX_JUDGED_ACCURACY_METERS)} then null
    else ${roundedMeters(haversineMeters(customer, visit))}
  end)`;

/** Off-site: farther than the radius even after granting the accuracy (strictly); null when the distance is. */
export const isOffSite = (
  distanceMeters: RawBuilder<unknown>,
  accuracy: RawBuilder<unknown>,
  radiusMeters: number,
): RawBuilder<boolean | null> =>
  sql<boolean | null>`(${distanceMeters} - ${accuracy} > ${radiusMeters}::double precision)`;
