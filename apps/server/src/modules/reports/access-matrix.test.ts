import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../testing/test-database.ts';
import {
  buildCustomersFixtureApp,
  CITY,
  REGISTERS,
  type CustomersFixtureApp,
  type FixtureUser,
} from '../customers/customers-fixture.ts';

// Who may call what, for every call of this area (DOMAIN.md §4): rep on own data 200, rep asking another rep 403,
// supervisor inside the team 200, outside 403, admin 200, no token 401 — and no foreign rep's row in a 200.
// ANA = rep 10 (team 1), SUPNORTE = team 1 (reps 10, 11), CARLA = rep 20 (team 2).

const SEPTEMBER = 'initialIssueDate=2025-09-01&finalIssueDate=2025-09-30';
const reads = [
  `/api/v1/customer/sale-frequency?${SEPTEMBER}`,
  `/api/v1/customer/orders?${SEPTEMBER}`,
  '/api/v1/reports/wallet?',
  '/api/v1/reports/billed?initialBilling=2025-01-01&finalBilling=2025-12-31',
  '/api/v1/reports/duplicates?',
  '/api/v1/reports/canceled-orders?',
  '/api/v1/reports/customer-performance?',
  '/api/v1/routes?',
];
const withRep = (path: string, rep: number) =>
  `${path}${path.endsWith('?') ? '' : '&'}representativeId=${rep}`;

/** What may never show up in an answer for a caller who cannot see reps 11 and 20 (or only 20). */
const traces = {
  rep11: [REGISTERS.ETA, 'ETA JEANS', '"BRUNO"', ':2001,', ':2010,'],
  rep20: [REGISTERS.TETA, 'TETA MODAS', '"CARLA"', ':3001,', 'R-H1'],
};

describe.each(databaseKinds)('access matrix of customers, grids and routes on %s', (kind) => {
  let t: CustomersFixtureApp;
  beforeAll(async () => {
    t = await buildCustomersFixtureApp(kind);
  });
  afterAll(async () => t?.close());

  const status = async (path: string, user?: FixtureUser) => (await t.get(path, user)).status;
  const text = async (path: string, user: FixtureUser) => JSON.stringify((await t.get(path, user)).body);

  it.each(reads)('%s', async (path) => {
    expect(await status(path, 'ANA')).toBe(200);
    expect(await status(withRep(path, 10), 'ANA')).toBe(200);
    expect(await status(withRep(path, 11), 'ANA')).toBe(403);
    expect(await status(withRep(path, 11), 'SUPNORTE')).toBe(200);
    expect(await status(withRep(path, 20), 'SUPNORTE')).toBe(403);
    expect(await status(withRep(path, 20), 'ADMIN')).toBe(200);
    expect(await status(path, 'ADMIN')).toBe(200);
    expect(await status(path)).toBe(401);

    const ana = await text(path, 'ANA');
    for (const trace of [...traces.rep11, ...traces.rep20]) {
      // ALFA lists BRUNO among its other reps: a name, not a row of his.
      if (trace === '"BRUNO"' && path.includes('/customer/')) continue;
      expect(ana, trace).not.toContain(trace);
    }
    const team = await text(path, 'SUPNORTE');
    for (const trace of traces.rep20) expect(team, trace).not.toContain(trace);
    const carla = await text(path, 'CARLA');
    for (const trace of [REGISTERS.ALFA, REGISTERS.ETA, '"ANA"']) expect(carla, trace).not.toContain(trace);
  });

  it('the two writes follow the same scope (saving the current value, so nothing changes)', async () => {
    const customer = (register: string, route: number, user?: FixtureUser) =>
      t.send('POST', '/api/v1/customer/update', { register, route }, user).then((answer) => answer.status);
    expect(await customer(REGISTERS.ALFA, 12, 'ANA')).toBe(200);
    expect(await customer(REGISTERS.ETA, 3, 'ANA')).toBe(403);
    expect(await customer(REGISTERS.ETA, 3, 'SUPNORTE')).toBe(200);
    expect(await customer(REGISTERS.TETA, 9, 'SUPNORTE')).toBe(403);
    expect(await customer(REGISTERS.TETA, 9, 'ADMIN')).toBe(200);
    expect(await customer(REGISTERS.ALFA, 12)).toBe(401);

    const route = (representativeId: number, cityCode: number, value: number, user?: FixtureUser) =>
      t
        .send('PUT', '/api/v1/routes', { representativeId, cityCode, route: value }, user)
        .then((answer) => answer.status);
    expect(await route(10, CITY.SAO_PAULO, 100, 'ANA')).toBe(200);
    expect(await route(11, CITY.CURITIBA, 0, 'ANA')).toBe(403);
    expect(await route(11, CITY.CURITIBA, 0, 'SUPNORTE')).toBe(200);
    expect(await route(20, CITY.SAO_PAULO, 0, 'SUPNORTE')).toBe(403);
    expect(await route(20, CITY.SAO_PAULO, 0, 'ADMIN')).toBe(200);
    expect(await route(10, CITY.SAO_PAULO, 100)).toBe(401);
    expect(await t.handle.db.selectFrom('audit_log').select('id').execute()).toEqual([]);
  });
});
