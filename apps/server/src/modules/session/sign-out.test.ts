import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { makeClock } from '../../config/clock.ts';
import { openDatabase, type DatabaseHandle } from '../../db/connect.ts';
import { auditTrailOf } from '../../domain/audit/audit-log.queries.ts';
import { claimsFor, forge, now } from '../../testing/forged-token.ts';
import { seedPeople } from '../../testing/seed-people.ts';
import { buildTestApp, TEST_SECRET, type TestApp } from '../../testing/test-app.ts';
import { databaseKinds, testDatabaseUrl } from '../../testing/test-database.ts';

// Signing out (docs/decisions/105): this device's session, or every session of the user, on every instance.

const INVALID = 'Sessão inválida ou expirada: entre novamente';
/** A token signed with the server's key but not by the server, carrying the given claims. */
const forgeSigned = (claims: object): string =>
  forge({ alg: 'HS256', typ: 'JWT' }, claimsFor(claims), TEST_SECRET);

describe.each(databaseKinds)('signing out on %s', (kind) => {
  let t: TestApp;
  let otherHandle: DatabaseHandle | undefined;
  /** A second instance on the same database (behind a load balancer), with its own kept users. */
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await buildTestApp(kind, { seed: seedPeople });
    if (kind === 'postgres')
      otherHandle = await openDatabase({
        databaseUrl: testDatabaseUrl(),
        dataDir: '',
        ...(t.handle.schema ? { searchPath: t.handle.schema } : {}),
      });
    other = await buildApp({ handle: otherHandle ?? t.handle, clock: makeClock(), jwtSecret: TEST_SECRET });
  });
  afterAll(async () => {
    await other?.close();
    await otherHandle?.close();
    await t?.close();
  });

  const call = (app: FastifyInstance, method: 'GET' | 'POST', url: string, token: string) =>
    app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });
  const ext = (token: string, app = t.app) => call(app, 'GET', '/api/account/users/ext', token);
  const renew = async (token: string) => {
    const answer = await call(t.app, 'GET', '/api/account/users/renew-authorities', token);
    expect(answer.statusCode).toBe(200);
    return answer.json<string>();
  };

  it('POST api/logout ends this session (the token and its renewals) everywhere, and no other', async () => {
    const phone = await t.login('REP10', 'SENHA1');
    const phoneRenewed = await renew(phone);
    const laptop = await t.login('REP10', 'SENHA1');
    // The other instance has read and kept the user.
    expect((await ext(phone, other)).statusCode).toBe(200);

    const out = await call(t.app, 'POST', '/api/logout', phone);
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');

    for (const token of [phone, phoneRenewed]) {
      const refused = await ext(token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error.message).toBe(INVALID);
      expect((await call(t.app, 'GET', '/api/account/users/renew-authorities', token)).statusCode).toBe(401);
      await expect.poll(async () => (await ext(token, other)).statusCode, { timeout: 5_000 }).toBe(401);
    }
    expect((await ext(laptop)).statusCode).toBe(200);
    expect((await ext(laptop, other)).statusCode).toBe(200);
    // Signing out again with a dead token is refused like any call.
    expect((await call(t.app, 'POST', '/api/logout', phone)).statusCode).toBe(401);
    const user = await t.handle.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'REP10')
      .executeTakeFirstOrThrow();
    const trail = await auditTrailOf(t.handle.db, 'session', String(user.id));
    expect(trail.map((row) => [row.username, row.action, row.newValue])).toContainEqual([
      'REP10',
      'sign-out',
      { devices: 'this' },
    ]);
  });

  it('"Sair de todos os aparelhos" ends every session of the user, on every instance, and no one else\'s', async () => {
    const phone = await t.login('REP20', 'SENHA1');
    const laptop = await renew(await t.login('REP20', 'SENHA1'));
    const colleague = await t.login('REP10', 'SENHA1');
    expect((await ext(laptop, other)).statusCode).toBe(200);

    expect((await call(t.app, 'POST', '/api/logout/everywhere', phone)).statusCode).toBe(204);
    for (const token of [phone, laptop]) {
      expect((await ext(token)).statusCode).toBe(401);
      await expect.poll(async () => (await ext(token, other)).statusCode, { timeout: 5_000 }).toBe(401);
    }
    expect((await ext(colleague)).statusCode).toBe(200);
    // A new sign-in works at once.
    expect((await ext(await t.login('REP20', 'SENHA1'))).statusCode).toBe(200);
  });

  it.each([
    ['sat is text', { sat: '0' }],
    ['sat is not a whole number', { sat: now() - 10.5 }],
    ['sat is null', { sat: null }],
    ['sat lies in the future', { sat: now() + 3600 }],
    ['the expiry lies beyond sat and the longest session', { sat: now() - 3600, exp: now() + 7 * 86_400 }],
    ['sid is not one of ours', { sat: now(), sid: 'x' }],
  ])('refuses a token whose %s (401), also for renewal', async (_case, claims) => {
    const token = forgeSigned(claims);
    for (const url of ['/api/account/users/ext', '/api/account/users/renew-authorities']) {
      const refused = await call(t.app, 'GET', url, token);
      expect(refused.statusCode, url).toBe(401);
      expect(refused.json().error.message).toBe(INVALID);
    }
  });

  it('accepts the same forged shape when its claims are right (the cases above fail for their claim)', async () => {
    const user = await t.handle.db
      .selectFrom('users')
      .select(['id', 'token_version'])
      .where('username', '=', 'REP10')
      .executeTakeFirstOrThrow();
    const token = forgeSigned({ sub: String(user.id), ver: user.token_version, sat: now() - 60 });
    expect((await ext(token)).statusCode).toBe(200);
  });
});
