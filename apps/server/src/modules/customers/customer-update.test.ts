import { ROUTE_VERSION_REQUIRED_MESSAGE, type CustomerWithOrders } from '@portal/contracts';
import { withCustomerVersion } from '../../testing/route-writes.ts';
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../testing/test-database.ts';
import { auditTrailOf } from '../../domain/audit/audit-log.queries.ts';
import { buildCustomersFixtureApp, REGISTERS } from '../../testing/customers-fixture.ts';
import { sharedFixture } from '../../testing/shared-fixture.ts';

// POST customer/update: only register and route are read, the change is scoped, versioned and audited in the same
// transaction. Each test works on its own customer so the order of the tests does not matter.

type ErrorAnswer = { error: { code: string; message: string; field?: string }; current?: CustomerWithOrders };

describe.each(databaseKinds)('customer/update on %s', (kind) => {
  const t = sharedFixture(() => buildCustomersFixtureApp(kind));

  const routeOf = async (register: string) =>
    await t.handle.db
      .selectFrom('customers')
      .select(['route', 'route_version'])
      .where('register', '=', register)
      .executeTakeFirstOrThrow();
  type User = 'ANA' | 'BRUNO' | 'CARLA' | 'SUPNORTE' | 'ADMIN' | undefined;
  const updateAsSent = <T = CustomerWithOrders>(body: unknown, user: User = 'ANA') =>
    t.send<T>('POST', '/api/v1/customer/update', body, user);
  /** As the screen writes: with the version it read, unless the test names one. */
  const update = async <T = CustomerWithOrders>(body: unknown, user: User = 'ANA') =>
    updateAsSent<T>(await withCustomerVersion(t.handle.db, body), user);

  it('saves the route of the whole customer object sent back, ignoring every other field, and audits it', async () => {
    const { body: listed } = await t.get<CustomerWithOrders[]>(
      `/api/v1/customer/orders?initialIssueDate=2025-09-01&finalIssueDate=2025-09-30&customers=${REGISTERS.ALFA}`,
      'ANA',
    );
    const sent = { ...listed[0]!, route: 15, name: 'NOME TROCADO', creditLimit: 1, salePotential: 999999 };
    const { status, body } = await update(sent);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      register: REGISTERS.ALFA,
      name: 'ALFA MODAS',
      route: 15,
      routeVersion: 1,
      creditLimit: 10000,
      salePotential: 5000,
      projectedBalance: 8580,
      orders: [],
    });
    // Every field but the route and its version is the customer as listed, not as sent.
    expect(body).toEqual({ ...listed[0], route: 15, routeVersion: 1, orders: [] });
    expect(await routeOf(REGISTERS.ALFA)).toEqual({ route: 15, route_version: 1 });
    const trail = await auditTrailOf(t.handle.db, 'customer', REGISTERS.ALFA);
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      username: 'ANA',
      action: 'update',
      entity: 'customer',
      entityKey: REGISTERS.ALFA,
      oldValue: { route: 12, routeVersion: 0 },
      newValue: { route: 15, routeVersion: 1 },
    });
    expect(trail[0]!.userId).toEqual(expect.any(Number));
    expect(Date.now() - new Date(trail[0]!.at).getTime()).toBeLessThan(60_000); // real clock, not PORTAL_TODAY
  });

  it('turns an empty or blank route or null into 0 and accepts a numeric string', async () => {
    expect((await update({ register: REGISTERS.BETA, route: '' })).body.route).toBe(0);
    expect((await update({ register: REGISTERS.BETA, route: '42' })).body.route).toBe(42);
    expect((await update({ register: REGISTERS.BETA, route: null })).body.route).toBe(0);
    expect((await update({ register: REGISTERS.BETA, route: '7' })).body.route).toBe(7);
    expect((await update({ register: REGISTERS.BETA, route: '   ' })).body.route).toBe(0);
    expect(await routeOf(REGISTERS.BETA)).toEqual({ route: 0, route_version: 5 });
    expect(await auditTrailOf(t.handle.db, 'customer', REGISTERS.BETA)).toHaveLength(5);
  });

  it('saving the same route changes nothing and writes no audit row', async () => {
    const { status, body } = await update({ register: REGISTERS.GAMA, route: 12 });
    expect(status).toBe(200);
    expect(body).toMatchObject({ route: 12, routeVersion: 0 });
    expect(await auditTrailOf(t.handle.db, 'customer', REGISTERS.GAMA)).toEqual([]);
  });

  it('answers 409 with the fresh customer when routeVersion is stale, and overwrites nothing', async () => {
    const first = await update({ register: REGISTERS.DELTA, route: 21, routeVersion: 0 });
    expect(first.status).toBe(200);
    expect(first.body.routeVersion).toBe(1);
    const stale = await update<ErrorAnswer>({ register: REGISTERS.DELTA, route: 22, routeVersion: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toEqual({ code: 'CONFLICT', message: 'Registro alterado por outro usuário' });
    expect(stale.body.current).toMatchObject({
      register: REGISTERS.DELTA,
      route: 21,
      routeVersion: 1,
      orders: [],
    });
    expect(await routeOf(REGISTERS.DELTA)).toEqual({ route: 21, route_version: 1 });
  });

  it('refuses a customer of another rep (403) and an unknown one (404), changing nothing', async () => {
    const foreign = await update<ErrorAnswer>({ register: REGISTERS.ETA, route: 1 }, 'ANA');
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.code).toBe('FORBIDDEN');
    const outsideTeam = await update<ErrorAnswer>({ register: REGISTERS.TETA, route: 1 }, 'SUPNORTE');
    expect(outsideTeam.status).toBe(403);
    expect(await routeOf(REGISTERS.ETA)).toEqual({ route: 3, route_version: 0 });
    expect(await routeOf(REGISTERS.TETA)).toEqual({ route: 9, route_version: 0 });
    const unknown = await update<ErrorAnswer>({ register: '12345678000195', route: 1 }, 'ADMIN');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Cliente não encontrado');
  });

  it('lets the supervisor and the admin save within their scope', async () => {
    expect((await update({ register: REGISTERS.ETA, route: 31 }, 'SUPNORTE')).status).toBe(200);
    expect((await update({ register: REGISTERS.TETA, route: 32 }, 'ADMIN')).status).toBe(200);
    expect(await routeOf(REGISTERS.ETA)).toEqual({ route: 31, route_version: 1 });
    expect(await routeOf(REGISTERS.TETA)).toEqual({ route: 32, route_version: 1 });
    const trail = await auditTrailOf(t.handle.db, 'customer', REGISTERS.TETA);
    expect(trail.map((row) => row.username)).toEqual(['ADMIN']);
  });

  it('refuses bad input with 400 in Portuguese, changing nothing; no token is 401', async () => {
    const before = await routeOf(REGISTERS.EPSILON);
    for (const body of [
      { register: REGISTERS.EPSILON, route: -1 },
      { register: REGISTERS.EPSILON, route: 10000 },
      { register: REGISTERS.EPSILON, route: 1.5 },
      { register: REGISTERS.EPSILON, route: 'abc' },
      { register: REGISTERS.EPSILON },
      { register: '123', route: 1 },
      { route: 1 },
      { register: REGISTERS.EPSILON, route: 1, routeVersion: 'x' },
      { register: REGISTERS.EPSILON, route: 1, routeVersion: -1 },
    ]) {
      const answer = await update<ErrorAnswer>(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.message).toMatch(/inválid|Informe/);
    }
    for (const routeVersion of [undefined, null]) {
      const unversioned = await updateAsSent<ErrorAnswer>({
        register: REGISTERS.EPSILON,
        route: 1,
        routeVersion,
      });
      expect(unversioned.status).toBe(400);
      expect(unversioned.body.error.message).toContain(ROUTE_VERSION_REQUIRED_MESSAGE);
    }
    expect(
      (await t.send('POST', '/api/v1/customer/update', { register: REGISTERS.EPSILON, route: 1 })).status,
    ).toBe(401);
    expect(await routeOf(REGISTERS.EPSILON)).toEqual(before);
    expect(await auditTrailOf(t.handle.db, 'customer', REGISTERS.EPSILON)).toEqual([]);
  });
});
