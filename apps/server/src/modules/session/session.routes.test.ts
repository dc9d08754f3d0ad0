import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { databaseKinds } from '../../testing/test-database.ts';
import { buildTestApp, TEST_SECRET } from '../../testing/test-app.ts';
import { seedPeople } from '../../testing/seed-people.ts';
import { claimsFor, forge, now } from '../../testing/forged-token.ts';
import { sharedFixture } from '../../testing/shared-fixture.ts';

describe.each(databaseKinds)('sign-in and session on %s', (kind) => {
  const t = sharedFixture(() => buildTestApp(kind, { seed: seedPeople }));

  const userNamed = (username: string) =>
    t.handle.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow();

  /** A GET with `token` as the bearer. */
  const getWith = (url: string, token: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

  const ext = (token: string) => getWith('/api/account/users/ext', token);

  it('answers the token as the body for a right password, typed in any case', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'rep10', password: 'senha1' },
    });
    expect(response.statusCode).toBe(200);
    const token = response.json<string>();
    expect(token.split('.')).toHaveLength(3);
    const header = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString());
    expect(header.alg).toBe('HS256');
  });

  it('gives the same 401 text for a wrong password and an unknown user, and logs both attempts', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'REP10', password: 'X' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'NINGUEM', password: 'X' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Usuário ou senha incorreto' } });
    expect(unknown.json()).toEqual(wrong.json());
    const attempts = await t.handle.db
      .selectFrom('login_attempts')
      .select(['username', 'success'])
      .where('username', 'in', ['REP10', 'NINGUEM'])
      .where('success', '=', false)
      .execute();
    expect(attempts.map((row) => row.username).sort()).toEqual(['NINGUEM', 'REP10']);
  });

  it('refuses a disabled user with the same message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'INATIVO', password: 'SENHA1' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('Usuário ou senha incorreto');
  });

  it('answers 400 in Portuguese for an empty username', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: '', password: 'X' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'BAD_REQUEST', field: 'username' });
    expect(response.json().error.message).toContain('Preencha o usuário!');
  });

  it('returns the current user with the rep name', async () => {
    const token = await t.login('REP10', 'SENHA1');
    const response = await getWith('/api/v1/representative/current-user', token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      username: 'REP10',
      representativeId: 10,
      supervisorId: null,
      name: 'ANA REPRESENTANTE',
    });
  });

  it('answers the kind of each user: rep, supervisor (rep 0 with a team), administrator (rep 0 alone)', async () => {
    const userOf = async (username: string) =>
      (await getWith('/api/v1/representative/current-user', await t.login(username, 'SENHA1'))).json();
    expect(await userOf('REP10')).toMatchObject({ representativeId: 10, supervisorId: null, kind: 'rep' });
    expect(await userOf('SUP1')).toMatchObject({ representativeId: 0, kind: 'supervisor' });
    expect(await userOf('ADMIN')).toMatchObject({ representativeId: 0, supervisorId: null, kind: 'admin' });
  });

  it('resolves the scope of each kind of user', async () => {
    const scopeOf = async (username: string) => (await ext(await t.login(username, 'SENHA1'))).json().scope;
    expect(await scopeOf('REP10')).toEqual([10]);
    expect(await scopeOf('SUP1')).toEqual([10, 11]);
    expect(await scopeOf('ADMIN')).toBeNull();
  });

  it('renews a still-valid token', async () => {
    const token = await t.login('SUP1', 'SENHA1');
    const renewed = await getWith('/api/account/users/renew-authorities', token);
    expect(renewed.statusCode).toBe(200);
    expect((await ext(renewed.json<string>())).json().username).toBe('SUP1');
  });

  it('refuses to renew a session past its absolute life (7 days from the sign-in) and caps a renewal at it', async () => {
    const renew = (token: string) => getWith('/api/account/users/renew-authorities', token);
    const sign = (claims: object) => forge({ alg: 'HS256', typ: 'JWT' }, claimsFor(claims), TEST_SECRET);
    const week = 7 * 86_400;
    // A token still valid past its session's end is one we never signed (renewals stop at the end): refused.
    for (const old of [sign({ sat: now() - week - 60 }), sign({ iat: now() - week - 60 })]) {
      const refused = await renew(old);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error.message).toBe('Sessão inválida ou expirada: entre novamente');
    }
    // An hour before the end: renewed, but the new token ends with the session, not 12 hours later.
    const sat = now() - week + 3600;
    const renewed = await renew(sign({ sat }));
    expect(renewed.statusCode).toBe(200);
    const claims = JSON.parse(
      Buffer.from(renewed.json<string>().split('.')[1]!, 'base64url').toString('utf8'),
    ) as { sat: number; exp: number };
    expect(claims.sat).toBe(sat);
    expect(claims.exp).toBe(sat + week);
    // A fresh sign-in starts a new session: its renewal lasts the whole TTL.
    const fresh = await renew(await t.login('REP10', 'SENHA1'));
    const freshClaims = JSON.parse(
      Buffer.from(fresh.json<string>().split('.')[1]!, 'base64url').toString('utf8'),
    ) as { sat: number; exp: number; iat: number };
    expect(freshClaims.exp - freshClaims.iat).toBe(12 * 3600);
    expect(Math.abs(freshClaims.sat - now())).toBeLessThan(60);
  });

  it.each([
    ['no token', ''],
    ['a malformed token', 'abc.def'],
    [
      'a token signed with another key',
      forge({ alg: 'HS256', typ: 'JWT' }, claimsFor(), 'outra-chave-com-mais-de-32-caracteres!!'),
    ],
    ['alg none', forge({ alg: 'none', typ: 'JWT' }, claimsFor(), null)],
    [
      'another algorithm with the right key',
      forge({ alg: 'HS512', typ: 'JWT' }, claimsFor(), TEST_SECRET, 'sha512'),
    ],
    [
      'an expired token',
      forge({ alg: 'HS256', typ: 'JWT' }, claimsFor({ iat: now() - 7200, exp: now() - 3600 }), TEST_SECRET),
    ],
    [
      'a wrong audience',
      forge({ alg: 'HS256', typ: 'JWT' }, claimsFor({ aud: 'outro-sistema' }), TEST_SECRET),
    ],
    ['a wrong issuer', forge({ alg: 'HS256', typ: 'JWT' }, claimsFor({ iss: 'outro-emissor' }), TEST_SECRET)],
    [
      'a subject that is no number',
      forge({ alg: 'HS256', typ: 'JWT' }, claimsFor({ sub: 'abc' }), TEST_SECRET),
    ],
    ['a fractional subject', forge({ alg: 'HS256', typ: 'JWT' }, claimsFor({ sub: '3.5' }), TEST_SECRET)],
    [
      'a subject past the largest user id',
      forge({ alg: 'HS256', typ: 'JWT' }, claimsFor({ sub: '99999999999' }), TEST_SECRET),
    ],
    ['no subject', forge({ alg: 'HS256', typ: 'JWT' }, claimsFor({ sub: undefined }), TEST_SECRET)],
  ])('answers 401 for %s', async (_name, token) => {
    const response = await ext(token);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHORIZED');
    const renew = await getWith('/api/account/users/renew-authorities', token);
    expect(renew.statusCode).toBe(401);
  });

  it('accepts a hand-made token with our key, proving the forgeries above fail for their flaw only', async () => {
    const user = await userNamed('REP10');
    const token = forge({ alg: 'HS256', typ: 'JWT' }, claimsFor({ sub: String(user.id) }), TEST_SECRET);
    expect((await ext(token)).statusCode).toBe(200);
  });

  it('takes the token only from an Authorization header of the Bearer scheme, in any case', async () => {
    const token = await t.login('REP10', 'SENHA1');
    const withHeader = (authorization: string) =>
      t.app.inject({ method: 'GET', url: '/api/account/users/ext', headers: { authorization } });
    expect((await withHeader(`bearer ${token}`)).statusCode).toBe(200);
    expect((await withHeader(`BEARER ${token}`)).statusCode).toBe(200);
    for (const refused of [
      token,
      `Basic ${token}`,
      `Bearer  ${token}`,
      `Bearer ${token} ${token}`,
      'Bearer',
    ]) {
      const response = await withHeader(refused);
      expect(response.statusCode, refused.slice(0, 12)).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHORIZED');
    }
  });

  it('refuses a token once it expires, though it was accepted while valid (checked tokens are kept until then)', async () => {
    const user = await userNamed('REP10');
    const token = forge(
      { alg: 'HS256', typ: 'JWT' },
      claimsFor({ sub: String(user.id), exp: now() + 60 }),
      TEST_SECRET,
    );
    expect((await ext(token)).statusCode).toBe(200);
    expect((await ext(token)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    try {
      const late = await ext(token);
      expect(late.statusCode).toBe(401);
      expect(late.json().error.code).toBe('UNAUTHORIZED');
    } finally {
      vi.useRealTimers();
    }
  });

  it('invalidates old tokens when the token version changes (password changed)', async () => {
    const token = await t.login('REP20', 'SENHA1');
    expect((await ext(token)).statusCode).toBe(200);
    await t.handle.db
      .updateTable('users')
      .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
      .where('username', '=', 'REP20')
      .execute();
    // Written by another connection, as by another process: refused once its notice arrives (at once on PGlite).
    await expect.poll(async () => (await ext(token)).statusCode, { timeout: 2_000 }).toBe(401);
  });

  it('reads the user once while nothing changes, and forgets it on a write handled here', async () => {
    const token = await t.login('SUP1', 'SENHA1');
    expect((await ext(token)).statusCode).toBe(200);
    // With notices silenced, a change made behind the server's back shows that the user was kept, not read again.
    await sql`drop trigger data_version_notifies on data_version`.execute(t.handle.db);
    try {
      await t.handle.db
        .updateTable('users')
        .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
        .where('username', '=', 'SUP1')
        .execute();
      expect((await ext(token)).statusCode).toBe(200);
      // Any write through this server (here a failed sign-in) forgets what it kept before answering.
      await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'SUP1', password: 'x' } });
      expect((await ext(token)).statusCode).toBe(401);
    } finally {
      await sql`create trigger data_version_notifies after update on data_version
                for each statement execute function notify_data_change()`.execute(t.handle.db);
    }
  });
});

describe('the app shell of the API', () => {
  const t = sharedFixture(() => buildTestApp('pglite', { seed: seedPeople }));

  it('answers JSON 404 for an unknown API route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/nao-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('reports liveness and readiness', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/health/live' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ method: 'GET', url: '/health/ready' })).json()).toEqual({
      status: 'ok',
      database: 'pglite',
    });
  });

  it("sends the API's security headers on every API answer, refused and unknown ones too, and none of a page's", async () => {
    for (const url of ['/health/live', '/api/v1/reports/wallet', '/api/nao-existe', '/api/docs/json']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers).toMatchObject({
        'cache-control': 'no-store',
        'content-security-policy': "default-src 'none';frame-ancestors 'none'",
        'cross-origin-resource-policy': 'same-origin',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
      });
      for (const pageOnly of [
        'cross-origin-embedder-policy',
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'referrer-policy',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-permitted-cross-domain-policies',
        'x-xss-protection',
      ])
        expect(response.headers[pageOnly], `${url}: ${pageOnly}`).toBeUndefined();
    }
  });

  it('publishes the OpenAPI document with the sign-in calls, to signed-in users only', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('UNAUTHORIZED');
    const token = await t.login('REP10', 'SENHA1');
    const document = (
      await t.app.inject({
        method: 'GET',
        url: '/api/docs/json',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/login',
        '/api/v1/representative/current-user',
        '/api/account/users/renew-authorities',
      ]),
    );
  });
});
