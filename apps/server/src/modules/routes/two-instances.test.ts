import type { RouteRow } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { makeClock } from '../../config/clock.ts';
import { openDatabase, type DatabaseHandle } from '../../db/connect.ts';
import { importFolder } from '../../import/index.ts';
import { TEST_SECRET } from '../../testing/test-app.ts';
import { openTestDatabase, testDatabaseUrl } from '../../testing/test-database.ts';
import { CITY, FIXTURE_FOLDER, TODAY } from '../customers/customers-fixture.ts';

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

  it('signs in on one, edits a route there and reads it through the other with the same token', async () => {
    const appA = await buildApp({ handle: first, clock: makeClock(TODAY), jwtSecret: TEST_SECRET });
    const appB = await buildApp({ handle: second, clock: makeClock(TODAY), jwtSecret: TEST_SECRET });
    try {
      const login = await appA.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'ANA', password: 'SENHA-ANA' },
      });
      const headers = { authorization: `Bearer ${login.json<string>()}` };
      const saved = await appA.inject({
        method: 'PUT',
        url: '/api/v1/routes',
        headers,
        payload: { representativeId: 10, cityCode: CITY.RIO, route: 77 },
      });
      expect(saved.statusCode).toBe(200);
      const rows = (await appB.inject({ method: 'GET', url: '/api/v1/routes', headers })).json<RouteRow[]>();
      expect(rows.find((row) => row.cityCode === CITY.RIO)?.route).toBe(77);
    } finally {
      await appA.close();
      await appB.close();
    }
  });

  it('with answers kept on both: a route edited on one is read through the other once the notice arrives', async () => {
    const appA = await buildApp({
      handle: first,
      clock: makeClock(TODAY),
      jwtSecret: TEST_SECRET,
      reportCacheMb: 16,
    });
    const appB = await buildApp({
      handle: second,
      clock: makeClock(TODAY),
      jwtSecret: TEST_SECRET,
      reportCacheMb: 16,
    });
    try {
      const login = await appA.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'ANA', password: 'SENHA-ANA' },
      });
      const headers = { authorization: `Bearer ${login.json<string>()}` };
      const routeOnB = async () =>
        (await appB.inject({ method: 'GET', url: '/api/v1/routes', headers }))
          .json<RouteRow[]>()
          .find((row) => row.cityCode === CITY.RIO)?.route;
      const before = await routeOnB();
      expect(await routeOnB()).toBe(before); // B now keeps this answer
      const saved = await appA.inject({
        method: 'PUT',
        url: '/api/v1/routes',
        headers,
        payload: { representativeId: 10, cityCode: CITY.RIO, route: 4321 },
      });
      expect(saved.statusCode).toBe(200);
      await expect.poll(routeOnB, { timeout: 2_000 }).toBe(4321);
    } finally {
      await appA.close();
      await appB.close();
    }
  });

  it('lets exactly one of two writers racing from the same version win; the other gets 409 and the fresh row', async () => {
    const appA = await buildApp({ handle: first, clock: makeClock(TODAY), jwtSecret: TEST_SECRET });
    const appB = await buildApp({ handle: second, clock: makeClock(TODAY), jwtSecret: TEST_SECRET });
    try {
      const login = await appA.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'ANA', password: 'SENHA-ANA' },
      });
      const headers = { authorization: `Bearer ${login.json<string>()}` };
      const before = (await appA.inject({ method: 'GET', url: '/api/v1/routes', headers }))
        .json<RouteRow[]>()
        .find((row) => row.cityCode === CITY.CURITIBA);
      const write = (app: typeof appA, route: number) =>
        app.inject({
          method: 'PUT',
          url: '/api/v1/routes',
          headers,
          payload: {
            representativeId: 10,
            cityCode: CITY.CURITIBA,
            route,
            routeVersion: before?.routeVersion,
          },
        });
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
    } finally {
      await appA.close();
      await appB.close();
    }
  });
});
