import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

// Both route writes require the version the client read (docs/decisions/043). Tests of other behaviours write as the
// screens do: with the version stored now, read just before the write.

type Body = Record<string, unknown>;
const isBody = (body: unknown): body is Body =>
  typeof body === 'object' && body !== null && !Array.isArray(body);

/** The customer's route version now, or undefined for an unknown register. */
export const customerRouteVersion = async (db: Kysely<Database>, register: string) =>
  (
    await db
      .selectFrom('customers')
      .select('route_version')
      .where('register', '=', register)
      .executeTakeFirst()
  )?.route_version;

/** The city route's version now; 0 while the rep has no route in that city. */
export const cityRouteVersion = async (db: Kysely<Database>, representativeId: number, cityCode: number) =>
  (
    await db
      .selectFrom('city_routes')
      .select('route_version')
      .where('representative_id', '=', representativeId)
      .where('city_code', '=', cityCode)
      .executeTakeFirst()
  )?.route_version ?? 0;

/** A customer/update body with the stored version added, unless it names one (or names no valid register). */
export const withCustomerVersion = async (db: Kysely<Database>, body: unknown): Promise<unknown> => {
  if (!isBody(body) || 'routeVersion' in body || typeof body.register !== 'string') return body;
  const version = await customerRouteVersion(db, body.register);
  return version === undefined ? { ...body, routeVersion: 0 } : { ...body, routeVersion: version };
};

/** A PUT routes body with the stored version added, unless it names one (or names no rep and city). */
export const withCityVersion = async (db: Kysely<Database>, body: unknown): Promise<unknown> => {
  if (!isBody(body) || 'routeVersion' in body) return body;
  const { representativeId, cityCode } = body;
  if (!Number.isInteger(representativeId) || !Number.isInteger(cityCode)) return body;
  return {
    ...body,
    routeVersion: await cityRouteVersion(db, representativeId as number, cityCode as number),
  };
};

/** PUT routes over HTTP as a client does: reads the rep's routes for the version, then writes with it. */
export const putCityRouteOverHttp = async (
  baseUrl: string,
  token: string,
  change: { representativeId: number; cityCode: number; route: number },
): Promise<Response> => {
  const authorization = `Bearer ${token}`;
  const read = (await (
    await fetch(`${baseUrl}/api/v1/routes?representativeId=${change.representativeId}`, {
      headers: { authorization },
    })
  ).json()) as { cityCode: number; routeVersion: number }[];
  const routeVersion = read.find((row) => row.cityCode === change.cityCode)?.routeVersion ?? 0;
  return fetch(`${baseUrl}/api/v1/routes`, {
    method: 'PUT',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ ...change, routeVersion }),
  });
};
