import type { RouteRow } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { makeClock } from '../../config/clock.ts';
import { openDatabase, type DatabaseHandle } from '../../db/connect.ts';
import { importFolder } from '../../import/index.ts';
import { cityRouteVersion } from '../../testing/route-writes.ts';
import { TEST_SECRET } from '../../testing/test-app.ts';
import { openTestDatabase, testDatabaseUrl } from '../../testing/test-database.ts';
import { CITY, FIXTURE_FOLDER, TODAY } from '../../testing/customers-fixture.ts';

// Two portal instances on one PostgreSQL (as behind a load balancer): no session state lives in a process.
describe('two instances on one PostgreSQL', () => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  beforeAll(async () => {
    first = await openTestDatabase('postgres');
    const result = await importFolder(first, FIXTURE_FOLDER);
    if (!result.ok) throw new Error(result.problems.join('; '));
    second = await openDatabase({
      databaseUrl: testDatabaseUrl(),
      dataDir: '',
      ...(first.schema ? { searchPath: first.schema } : {}),
    });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  /** Two apps, one per handle (answer cache as given), and ANA's token signed in on the first; both closed after. */
  const onTwoInstances = async (
    reportCacheMb: number,
    test: (appA: FastifyInstance, appB: FastifyInstance, headers: { authorization: string }) => Promise<void>,
  ) => {
    const options = { clock: makeClock(TODAY), jwtSecret: TEST_SECRET, reportCacheMb };
    const appA = await buildApp({ handle: first, ...options });
    const appB = await buildApp({ handle: second, ...options });
    try {
      const login = await appA.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'ANA', password: 'SENHA-ANA' },
      });
      await test(appA, appB, { authorization: `Bearer ${login.json<string>()}` });
    } finally {
      await appA.close();
      await appB.close();
    }
  };

  /** Rep 10's city moved to `route` through `app`, from `routeVersion`. */
  const putRoute = (
    app: FastifyInstance,
    headers: { authorization: string },
    change: { cityCode: number; route: number; routeVersion: number | undefined },
  ) =>
    app.inject({
      method: 'PUT',
      url: '/api/v1/routes',
      headers,
      payload: { representativeId: 10, ...change },
    });
  /** Rep 10's Rio de Janeiro moved to `route`, from the version the database has now. */
  const saveRioRoute = async (app: FastifyInstance, headers: { authorization: string }, route: number) =>
    putRoute(app, headers, {
      cityCode: CITY.RIO,
      route,
      routeVersion: await cityRouteVersion(first.db, 10, CITY.RIO),
    });

  it('signs in on one, edits a route there and reads it through the other with the same token', async () => {
    await onTwoInstances(0, async (appA, appB, headers) => {
      const saved = await saveRioRoute(appA, headers, 77);
      expect(saved.statusCode).toBe(200);
      const rows = (await appB.inject({ method: 'GET', url: '/api/v1/routes', headers })).json<RouteRow[]>();
      expect(rows.find((row) => row.cityCode === CITY.RIO)?.route).toBe(77);
    });
  });

  it('with answers kept on both: a route edited on one is read through the other once the notice arrives', async () => {
    await onTwoInstances(16, async (appA, appB, headers) => {
      const routeOnB = async () =>
        (await appB.inject({ method: 'GET', url: '/api/v1/routes', headers }))
          .json<RouteRow[]>()
          .find((row) => row.cityCode === CITY.RIO)?.route;
      const before = await routeOnB();
      expect(await routeOnB()).toBe(before); // B now keeps this answer
      const saved = await saveRioRoute(appA, headers, 4321);
      expect(saved.statusCode).toBe(200);
      await expect.poll(routeOnB, { timeout: 2_000 }).toBe(4321);
    });
  });

  it('lets exactly one of two writers racing from the same version win; the other gets 409 and the fresh row', async () => {
    await onTwoInstances(0, async (appA, appB, headers) => {
      const before = (await appA.inject({ method: 'GET', url: '/api/v1/routes', headers }))
        .json<RouteRow[]>()
        .find((row) => row.cityCode === CITY.CURITIBA);
      const write = (app: typeof appA, route: number) =>
        putRoute(app, headers, { cityCode: CITY.CURITIBA, route, routeVersion: before?.routeVersion });
      const answers = await Promise.all([write(appA, 11), write(appB, 22)]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([200, 409]);
      const winner = answers.find((answer) => answer.statusCode === 200)!.json<RouteRow>();
      const loser = answers.find((answer) => answer.statusCode === 409)!.json();
      expect(loser.error.message).toBe('Registro alterado por outro usuário');
      expect(loser.current.route).toBe(winner.route);
      const stored = await first.db
        .selectFrom('city_routes')
        .select('route')
        .where('representative_id', '=', 10)
        .where('city_code', '=', CITY.CURITIBA)
        .executeTakeFirstOrThrow();
      expect(stored.route).toBe(winner.route);
    });
  });
});
