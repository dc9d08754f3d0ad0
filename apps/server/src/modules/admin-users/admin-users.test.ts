import type { AdminUser, AuditEntry, SystemAnswer, UnlockAnswer } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAIR_MAX_FAILURES } from '../../auth/login-throttle.queries.ts';
import {
  buildCustomersFixtureApp,
  CITY,
  FIXTURE_FOLDER,
  type CustomersFixtureApp,
} from '../../testing/customers-fixture.ts';
import { cityRouteVersion } from '../../testing/route-writes.ts';
import { databaseKinds } from '../../testing/test-database.ts';

describe.each(databaseKinds)('Administração: usuários, auditoria e sistema on %s', (kind) => {
  let t: CustomersFixtureApp;
  beforeAll(async () => {
    t = await buildCustomersFixtureApp(kind, FIXTURE_FOLDER, {
      admin: { version: '1.2.3', importMaxMb: 200 },
    });
  });
  afterAll(async () => t?.close());

  const attempt = (username: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username, password },
      remoteAddress: '198.51.100.9',
    });
  const users = async () => (await t.get<AdminUser[]>('/api/v1/admin/users', 'ADMIN')).body;

  it('lists the logins with rep, last sign-in, throttling and where they came from', async () => {
    const list = await users();
    const ana = list.find((user) => user.username === 'ANA');
    expect(ana).toMatchObject({ representativeId: 10, active: true, throttled: false, fromErp: true });
    expect(ana?.representativeName).toEqual(expect.any(String));
    expect(Date.now() - new Date(ana?.lastSignInAt ?? 0).getTime()).toBeLessThan(120_000);
    expect(list.find((user) => user.username === 'SUPNORTE')).toMatchObject({
      supervisorId: 1,
      representativeId: 0,
    });

    const created = await t.send<{ id: number }>(
      'POST',
      '/api/v1/users',
      { username: 'novo', password: 'senha-nova', representativeId: 20 },
      'ADMIN',
    );
    expect(created.status).toBe(201);
    expect((await users()).find((user) => user.username === 'NOVO')).toMatchObject({
      fromErp: false,
      lastSignInAt: null,
      throttled: false,
    });
  });

  it('shows a throttled login and "Desbloquear" clears every counter of it, audited', async () => {
    for (let i = 0; i < PAIR_MAX_FAILURES; i += 1)
      expect((await attempt('BRUNO', 'ERRADA')).statusCode).toBe(401);
    expect((await attempt('BRUNO', 'SENHA-BRUNO')).statusCode).toBe(429);
    const bruno = (await users()).find((user) => user.username === 'BRUNO');
    expect(bruno?.throttled).toBe(true);

    const unlocked = await t.send<UnlockAnswer>(
      'POST',
      `/api/v1/admin/users/${bruno?.id}/unlock`,
      {},
      'ADMIN',
    );
    expect(unlocked).toEqual({
      status: 200,
      body: { username: 'BRUNO', clearedFailures: PAIR_MAX_FAILURES },
    });
    expect((await users()).find((user) => user.username === 'BRUNO')?.throttled).toBe(false);
    expect((await attempt('BRUNO', 'SENHA-BRUNO')).statusCode).toBe(200);
    const [audit] = (await t.get<AuditEntry[]>('/api/v1/audit?entity=user&entityKey=BRUNO', 'ADMIN')).body;
    expect(audit).toMatchObject({
      username: 'ADMIN',
      action: 'unlock',
      oldValue: { failedSignIns: PAIR_MAX_FAILURES },
      newValue: { failedSignIns: 0 },
    });
    expect((await t.send('POST', '/api/v1/admin/users/999999/unlock', {}, 'ADMIN')).status).toBe(404);
  });

  it('filters the audit trail by period, user, rep, kind and key, newest first, a page at a time', async () => {
    const put = async (representativeId: number, cityCode: number, route: number, user: 'ANA' | 'CARLA') =>
      t.send(
        'PUT',
        '/api/v1/routes',
        {
          representativeId,
          cityCode,
          route,
          routeVersion: await cityRouteVersion(t.handle.db, representativeId, cityCode),
        },
        user,
      );
    expect((await put(10, CITY.CURITIBA, 3, 'ANA')).status).toBe(200);
    expect((await put(10, CITY.RIO, 4, 'ANA')).status).toBe(200);
    expect((await put(20, CITY.SAO_PAULO, 5, 'CARLA')).status).toBe(200);

    const audit = async (query: string) =>
      (await t.get<AuditEntry[]>(`/api/v1/audit?entity=city_route&${query}`, 'ADMIN')).body.map(
        (entry) => `${entry.username} ${entry.entityKey} ${entry.representativeId}`,
      );
    expect(await audit('')).toEqual([
      `CARLA 20:${CITY.SAO_PAULO} 20`,
      `ANA 10:${CITY.RIO} 10`,
      `ANA 10:${CITY.CURITIBA} 10`,
    ]);
    expect(await audit('representativeId=20')).toEqual([`CARLA 20:${CITY.SAO_PAULO} 20`]);
    expect(await audit('username=ana')).toEqual([`ANA 10:${CITY.RIO} 10`, `ANA 10:${CITY.CURITIBA} 10`]);
    expect(await audit(`entityKey=10:${CITY.CURITIBA}`)).toEqual([`ANA 10:${CITY.CURITIBA} 10`]);
    expect(await audit('limit=2&page=2')).toEqual([`ANA 10:${CITY.CURITIBA} 10`]);
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
    expect(await audit(`from=${today}&to=${today}`)).toHaveLength(3);
    expect(await audit('from=2020-01-01&to=2020-12-31')).toEqual([]);
    const [carla] = (await t.get<AuditEntry[]>('/api/v1/audit?entity=city_route', 'ADMIN')).body;
    expect(carla?.userRepresentativeName).toEqual(expect.any(String));

    const bad = await t.get<{ error: { message: string } }>('/api/v1/audit?from=2025-02-30', 'ADMIN');
    expect(bad).toEqual({
      status: 400,
      body: { error: expect.objectContaining({ message: expect.stringContaining('Data inexistente') }) },
    });
    const reversed = await t.get<{ error: { message: string } }>(
      '/api/v1/audit?from=2025-03-02&to=2025-03-01',
      'ADMIN',
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.error.message).toContain('A data inicial é posterior à final');
  });

  it('tells the version, the engine, the data and the cache', async () => {
    const { status, body } = await t.get<SystemAnswer>('/api/v1/admin/system', 'ADMIN');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      version: '1.2.3',
      engine: kind,
      replica: false,
      backupAvailable: kind === 'pglite',
      importMaxMb: 200,
      lastImport: { status: 'ok' },
      exports: [],
    });
    expect(Number(body.dataVersion)).toBeGreaterThan(0);
    expect(body.databaseBytes).toBeGreaterThan(1024 * 1024);
    expect(body.answerCache).toMatchObject({ maxBytes: 16 * 1024 * 1024 });
    expect(body.catalogCache).toMatchObject({ maxBytes: 16 * 1024 * 1024 });
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('downloads the embedded backup, audited; PostgreSQL is told to use pg_dump', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/backup',
      headers: { authorization: `Bearer ${t.tokens.ADMIN}` },
    });
    if (kind === 'pglite') {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/gzip');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="portal-backup-\d{8}-\d{4}\.tar\.gz"$/,
      );
      expect(response.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
      const [entry] = (await t.get<AuditEntry[]>('/api/v1/audit?entity=backup', 'ADMIN')).body;
      expect(entry).toMatchObject({ username: 'ADMIN', action: 'download' });
    } else {
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toContain('pg_dump');
    }
  });

  it('refuses every Administração call to reps and supervisors', async () => {
    for (const user of ['ANA', 'SUPNORTE'] as const) {
      expect((await t.get('/api/v1/admin/users', user)).status).toBe(403);
      expect((await t.send('POST', '/api/v1/admin/users/1/unlock', {}, user)).status).toBe(403);
      expect((await t.get('/api/v1/admin/system', user)).status).toBe(403);
      expect((await t.send('POST', '/api/v1/admin/backup', {}, user)).status).toBe(403);
      expect((await t.get('/api/v1/audit', user)).status).toBe(403);
    }
    for (const url of ['/api/v1/admin/users', '/api/v1/admin/system', '/api/v1/audit'])
      expect((await t.get(url)).status).toBe(401);
  });
});
