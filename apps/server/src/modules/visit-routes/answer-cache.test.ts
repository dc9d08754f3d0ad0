import type { RouteRow } from '@portal/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { importFolder } from '../../import/index.ts';
import {
  buildCustomersFixtureApp,
  CITY,
  FIXTURE_FOLDER,
  type FixtureUser,
} from '../../testing/customers-fixture.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { databaseKinds } from '../../testing/test-database.ts';
import { cityRouteVersion } from '../../testing/route-writes.ts';
import { sharedFixture } from '../../testing/shared-fixture.ts';

// The answer cache (plugins/report-cache.ts, docs/decisions/035): a repeated call is served from memory, and any write, through the API or
// straight into the database (another instance, an import), makes the next call compute the answer again.

describe.each(databaseKinds)('report answer cache on %s', (kind) => {
  const t = sharedFixture(() => buildCustomersFixtureApp(kind));

  const routes = async (user: FixtureUser = 'ANA') => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/routes',
      headers: { authorization: `Bearer ${t.tokens[user]}` },
    });
    return { cache: response.headers['x-portal-cache'], rows: response.json<RouteRow[]>() };
  };
  const saoPaulo = (rows: RouteRow[]) => rows.find((row) => row.cityCode === CITY.SAO_PAULO)?.route;

  it('serves the same answer from memory the second time', async () => {
    const first = await routes();
    const second = await routes();
    expect(first.cache).toBe('miss');
    expect(second.cache).toBe('hit');
    expect(second.rows).toEqual(first.rows);
    expect(saoPaulo(second.rows)).toBe(100);
  });

  it('never hands one user the answer cached for another', async () => {
    await routes('ANA');
    const bruno = await routes('BRUNO');
    expect(bruno.cache).toBe('miss');
    expect(bruno.rows.every((row) => row.representativeId === 11)).toBe(true);
  });

  it('computes again after a write through the API', async () => {
    await routes();
    const saved = await t.send(
      'PUT',
      '/api/v1/routes',
      {
        representativeId: 10,
        cityCode: CITY.SAO_PAULO,
        route: 101,
        routeVersion: await cityRouteVersion(t.handle.db, 10, CITY.SAO_PAULO),
      },
      'ANA',
    );
    expect(saved.status).toBe(200);
    const after = await routes();
    expect(after.cache).toBe('miss');
    expect(saoPaulo(after.rows)).toBe(101);
  });

  it('computes again after a write straight into the database, as another instance or an import makes', async () => {
    expect((await routes()).cache).toBe('hit');
    await sql`update city_routes set route = 202 where representative_id = 10 and city_code = ${CITY.SAO_PAULO}`.execute(
      t.handle.db,
    );
    // Another connection's commit reaches this process as a notice (decision 033): at once on PGlite, within
    // milliseconds on PostgreSQL. Until then the old answer may still be served; after it, a fresh one, computed once.
    await expect.poll(async () => saoPaulo((await routes()).rows), { timeout: 2_000 }).toBe(202);
    expect((await routes()).cache).toBe('hit');
  });

  it('computes identical calls that arrive together once, and hands the others that answer', async () => {
    // A write moves the data version: the next calls find nothing kept. Through the API, so this process has forgotten
    // the users it kept before the calls start; a write straight into the database reaches it only with the notice.
    const saved = await t.send(
      'PUT',
      '/api/v1/routes',
      {
        representativeId: 10,
        cityCode: CITY.SAO_PAULO,
        route: 303,
        routeVersion: await cityRouteVersion(t.handle.db, 10, CITY.SAO_PAULO),
      },
      'ANA',
    );
    expect(saved.status).toBe(200);
    const together = () => Promise.all([routes(), routes(), routes()]);
    let answers: Awaited<ReturnType<typeof together>>;
    if (!t.handle.pool) {
      // PGlite runs one query at a time: the first call's read waits behind the others' sign-in reads.
      answers = await together();
    } else {
      // PostgreSQL answers in parallel: hold the first call's read on a lock until the others have arrived.
      const blocker = await t.handle.pool.connect();
      try {
        await blocker.query('begin');
        await blocker.query('lock table city_routes in access exclusive mode');
        const pending = together();
        // The first call's read waits on the lock; the other two wait on the cache for its answer.
        await expect.poll(() => t.app.answerCacheUse()?.waiting, { timeout: 20_000, interval: 10 }).toBe(2);
        await blocker.query('commit');
        answers = await pending;
      } finally {
        blocker.release();
      }
    }
    expect(answers.map((answer) => answer.cache).sort()).toEqual(['miss', 'shared', 'shared']);
    for (const answer of answers) expect(saoPaulo(answer.rows)).toBe(303);
    expect((await routes()).cache).toBe('hit');
  });

  it('keeps no error answer', async () => {
    const bad = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/reports/billed?initialBilling=2025-13-01',
        headers: { authorization: `Bearer ${t.tokens.ANA}` },
      });
    expect((await bad()).statusCode).toBe(400);
    const again = await bad();
    expect(again.statusCode).toBe(400);
    expect(again.headers['x-portal-cache']).toBeUndefined();
  });
});

describe('report answer cache turned off (PORTAL_REPORT_CACHE_MB=0)', () => {
  it('computes every answer', async () => {
    const t = await buildTestApp('pglite', {
      reportCacheMb: 0,
      seed: async (handle) => {
        const result = await importFolder(handle, FIXTURE_FOLDER);
        if (!result.ok) throw new Error(result.problems.join('; '));
      },
    });
    try {
      const token = await t.login('ADMIN', 'SENHA-ADMIN');
      for (let round = 0; round < 2; round += 1) {
        const response = await t.app.inject({
          method: 'GET',
          url: '/api/v1/routes',
          headers: { authorization: `Bearer ${token}` },
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers['x-portal-cache']).toBeUndefined();
      }
    } finally {
      await t.close();
    }
  });
});
