import { ROUTE_VERSION_REQUIRED_MESSAGE, type RouteRow } from '@portal/contracts';
import { withCityVersion } from '../../testing/route-writes.ts';
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../testing/test-database.ts';
import { auditTrailOf } from '../../domain/audit/audit-log.queries.ts';
import { buildCustomersFixtureApp, CITY, type FixtureUser } from '../../testing/customers-fixture.ts';
import { buildFixtureApp } from '../../testing/indicators-fixture.ts';
import { sharedFixture } from '../../testing/shared-fixture.ts';

// Rotas over apps/server/test-fixtures/customers. city_routes.csv: rep 10 São Paulo 100, rep 10 Belo Horizonte 300
// (a city with no customer). The reads run first, then the writes (tests of one file run in order).

type ErrorAnswer = { error: { code: string; message: string; field?: string }; current?: RouteRow };

const ANA = { representativeId: 10, representativeName: 'ANA' };
const BH = {
  cityCode: CITY.BELO_HORIZONTE,
  cityName: 'BELO HORIZONTE',
  stateCode: 'MG',
  population: 2315560,
};
const CWB = { cityCode: CITY.CURITIBA, cityName: 'CURITIBA', stateCode: 'PR', population: 1773718 };
const RIO = { cityCode: CITY.RIO, cityName: 'RIO DE JANEIRO', stateCode: 'RJ', population: 6211223 };
const SP = { cityCode: CITY.SAO_PAULO, cityName: 'SÃO PAULO', stateCode: 'SP', population: 11451999 };

describe.each(databaseKinds)('routes on %s', (kind) => {
  const t = sharedFixture(() => buildCustomersFixtureApp(kind));

  const routes = (user: FixtureUser, query = '') => t.get<RouteRow[]>(`/api/v1/routes${query}`, user);
  const putAsSent = <T = RouteRow>(body: unknown, user: FixtureUser = 'ANA') =>
    t.send<T>('PUT', '/api/v1/routes', body, user);
  /** As the screen writes: with the version it read, unless the test names one. */
  const put = async <T = RouteRow>(body: unknown, user: FixtureUser = 'ANA') =>
    putAsSent<T>(await withCityVersion(t.handle.db, body), user);
  const stored = async (representativeId: number, cityCode: number) =>
    t.handle.db
      .selectFrom('city_routes')
      .select(['route', 'route_version'])
      .where('representative_id', '=', representativeId)
      .where('city_code', '=', cityCode)
      .executeTakeFirst();

  it('lists one row per city with a customer or a city route, route 0 when none is set', async () => {
    const { status, body } = await routes('ANA');
    expect(status).toBe(200);
    expect(body).toEqual([
      { ...ANA, ...BH, route: 300, routeVersion: 0 }, // city route, no customer
      { ...ANA, ...CWB, route: 0, routeVersion: 0 }, // DELTA
      { ...ANA, ...RIO, route: 0, routeVersion: 0 }, // BETA, ZETA
      { ...ANA, ...SP, route: 100, routeVersion: 0 }, // ALFA, GAMA, EPSILON + city route
    ]);
    expect((await routes('BRUNO')).body).toEqual([
      { representativeId: 11, representativeName: 'BRUNO', ...CWB, route: 0, routeVersion: 0 },
    ]);
  });

  it('gives a rep-0 user every rep of the scope, one row per rep × city', async () => {
    const team = await routes('SUPNORTE');
    expect(team.body.map((row) => [row.representativeId, row.cityCode])).toEqual([
      [10, CITY.BELO_HORIZONTE],
      [10, CITY.CURITIBA],
      [10, CITY.RIO],
      [10, CITY.SAO_PAULO],
      [11, CITY.CURITIBA],
    ]);
    const all = await routes('ADMIN');
    expect(all.body).toHaveLength(6);
    expect(all.body[5]).toEqual({
      representativeId: 20,
      representativeName: 'CARLA',
      ...SP,
      route: 0,
      routeVersion: 0,
    });
    expect((await routes('SUPNORTE', '?representativeId=11')).body).toHaveLength(1);
    expect((await routes('SUPNORTE', '?representativeId=20')).status).toBe(403);
  });

  it('creates a city route, audited as a create', async () => {
    const { status, body } = await put({ ...ANA, ...RIO, route: 55, routeVersion: 0 });
    expect(status).toBe(200);
    expect(body).toEqual({ ...ANA, ...RIO, route: 55, routeVersion: 1 });
    expect(await stored(10, CITY.RIO)).toEqual({ route: 55, route_version: 1 });
    const trail = await auditTrailOf(t.handle.db, 'city_route', `10:${CITY.RIO}`);
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      username: 'ANA',
      action: 'create',
      oldValue: null,
      newValue: { route: 55, routeVersion: 1 },
    });
  });

  it('updates an imported route and refuses a stale version with 409 and the fresh row', async () => {
    const saved = await put({ representativeId: 10, cityCode: CITY.SAO_PAULO, route: 110, routeVersion: 0 });
    expect(saved.body).toEqual({ ...ANA, ...SP, route: 110, routeVersion: 1 });
    const stale = await put<ErrorAnswer>({
      representativeId: 10,
      cityCode: CITY.SAO_PAULO,
      route: 120,
      routeVersion: 0,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toEqual({ code: 'CONFLICT', message: 'Registro alterado por outro usuário' });
    expect(stale.body.current).toEqual({ ...ANA, ...SP, route: 110, routeVersion: 1 });
    expect(await stored(10, CITY.SAO_PAULO)).toEqual({ route: 110, route_version: 1 });
    const trail = await auditTrailOf(t.handle.db, 'city_route', `10:${CITY.SAO_PAULO}`);
    expect(trail.map((row) => [row.action, row.oldValue, row.newValue])).toEqual([
      ['update', { route: 100, routeVersion: 0 }, { route: 110, routeVersion: 1 }],
    ]);
  });

  it('is scoped: another rep is 403, the supervisor may edit the team, the admin anyone', async () => {
    const foreign = await put<ErrorAnswer>(
      { representativeId: 11, cityCode: CITY.CURITIBA, route: 5 },
      'ANA',
    );
    expect(foreign.status).toBe(403);
    expect(await stored(11, CITY.CURITIBA)).toBeUndefined();
    expect(
      (await put({ representativeId: 11, cityCode: CITY.CURITIBA, route: 7 }, 'SUPNORTE')).body.route,
    ).toBe(7);
    expect(
      (await put<ErrorAnswer>({ representativeId: 20, cityCode: CITY.SAO_PAULO, route: 1 }, 'SUPNORTE'))
        .status,
    ).toBe(403);
    expect(
      (await put({ representativeId: 20, cityCode: CITY.PORTO_ALEGRE, route: 9 }, 'ADMIN')).body,
    ).toEqual({
      representativeId: 20,
      representativeName: 'CARLA',
      cityCode: CITY.PORTO_ALEGRE,
      cityName: 'PORTO ALEGRE',
      stateCode: 'RS',
      population: 1332845,
      route: 9,
      routeVersion: 1,
    });
    // The new city route makes Porto Alegre a row of CARLA's grid.
    expect((await routes('CARLA')).body.map((row) => row.cityName)).toEqual(['PORTO ALEGRE', 'SÃO PAULO']);
  });

  it('turns an empty or blank route into 0; saving the same route writes nothing', async () => {
    const emptied = await put({ representativeId: 10, cityCode: CITY.BELO_HORIZONTE, route: '' });
    expect(emptied.body).toMatchObject({ route: 0, routeVersion: 1 });
    const same = await put({ representativeId: 10, cityCode: CITY.CURITIBA, route: null });
    expect(same.body).toMatchObject({ route: 0, routeVersion: 0 });
    const blank = await put({ representativeId: 10, cityCode: CITY.CURITIBA, route: '   ' });
    expect(blank).toMatchObject({ status: 200, body: { route: 0, routeVersion: 0 } });
    expect(await stored(10, CITY.CURITIBA)).toBeUndefined();
    expect(await auditTrailOf(t.handle.db, 'city_route', `10:${CITY.CURITIBA}`)).toEqual([]);
  });

  it('refuses bad input with 400 in Portuguese and changes nothing; no token is 401', async () => {
    const before = await stored(10, CITY.RIO);
    for (const body of [
      { representativeId: 10, cityCode: CITY.RIO, route: 10000 },
      { representativeId: 10, cityCode: CITY.RIO, route: -1 },
      { representativeId: 10, cityCode: CITY.RIO, route: 1.5 },
      { representativeId: 10, cityCode: CITY.RIO, route: 'abc' },
      { representativeId: 10, cityCode: CITY.RIO },
      { representativeId: 10, route: 1 },
      { representativeId: 0, cityCode: CITY.RIO, route: 1 },
      { representativeId: 10, cityCode: 123, route: 1 },
      { representativeId: 10, cityCode: 3550309, route: 1 }, // well-formed, but no such city
    ]) {
      const answer = await put<ErrorAnswer>(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.message).toMatch(/inválid|Informe|não encontrada/);
    }
    for (const routeVersion of [undefined, null]) {
      const unversioned = await putAsSent<ErrorAnswer>({
        representativeId: 10,
        cityCode: CITY.RIO,
        route: 1,
        routeVersion,
      });
      expect(unversioned.status).toBe(400);
      expect(unversioned.body.error.message).toContain(ROUTE_VERSION_REQUIRED_MESSAGE);
    }
    const ghost = await put<ErrorAnswer>({ representativeId: 999, cityCode: CITY.RIO, route: 1 }, 'ADMIN');
    expect(ghost.status).toBe(400);
    expect(ghost.body.error.message).toBe('Representante 999 não encontrado');
    expect(
      (await t.send('PUT', '/api/v1/routes', { representativeId: 10, cityCode: CITY.RIO, route: 1 })).status,
    ).toBe(401);
    expect(await stored(10, CITY.RIO)).toEqual(before);
  });
});

// Every rep of the customers fixture has a customer; in the indicators fixture DAVI (rep 12) has neither a customer
// nor a city route, while reps 10 and 20 have both: his grid is empty only if the pairs are really read by rep.
describe.each(databaseKinds)('routes of a rep with no customer and no city route on %s', (kind) => {
  const fx = sharedFixture(() => buildFixtureApp(kind));

  it('answers 200 with [] to the rep and to his supervisor narrowing to him', async () => {
    expect(await fx.get('/api/v1/routes', 'DAVI')).toEqual({ status: 200, body: [] });
    expect(await fx.get('/api/v1/routes?representativeId=12', 'SUPNORTE')).toEqual({ status: 200, body: [] });
  });
});
