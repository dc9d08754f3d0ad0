import type { AuditEntry } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../testing/test-database.ts';
import { buildCustomersFixtureApp, CITY, REGISTERS } from '../../testing/customers-fixture.ts';
import { sharedFixture } from '../../testing/shared-fixture.ts';

describe.each(databaseKinds)('audit trail on %s', (kind) => {
  const t = sharedFixture(() => buildCustomersFixtureApp(kind));

  it('shows administrators who changed a customer route and a city route, old → new', async () => {
    expect(
      (
        await t.send(
          'POST',
          '/api/v1/customer/update',
          { register: REGISTERS.BETA, route: 42, routeVersion: 0 },
          'ANA',
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await t.send(
          'PUT',
          '/api/v1/routes',
          { representativeId: 10, cityCode: CITY.CURITIBA, route: 7, routeVersion: 0 },
          'ANA',
        )
      ).status,
    ).toBe(200);

    const { status, body } = await t.get<AuditEntry[]>('/api/v1/audit', 'ADMIN');
    expect(status).toBe(200);
    const [cityRoute, customer] = body;
    expect(cityRoute).toMatchObject({
      username: 'ANA',
      entity: 'city_route',
      entityKey: `10:${CITY.CURITIBA}`,
      newValue: expect.objectContaining({ route: 7 }),
    });
    expect(customer).toMatchObject({
      username: 'ANA',
      entity: 'customer',
      entityKey: REGISTERS.BETA,
      oldValue: expect.objectContaining({ route: 5 }),
      newValue: expect.objectContaining({ route: 42 }),
    });
    expect(Date.now() - new Date(customer!.at).getTime()).toBeLessThan(60_000);

    const onlyBeta = await t.get<AuditEntry[]>(
      `/api/v1/audit?entity=customer&entityKey=${REGISTERS.BETA}`,
      'ADMIN',
    );
    expect(onlyBeta.body.map((entry) => entry.entityKey)).toEqual([REGISTERS.BETA]);
  });

  it('refuses reps and team supervisors', async () => {
    expect((await t.get('/api/v1/audit', 'ANA')).status).toBe(403);
    expect((await t.get('/api/v1/audit', 'SUPNORTE')).status).toBe(403);
    expect((await t.get('/api/v1/audit')).status).toBe(401);
  });
});
