import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../testing/test-database.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { seedPeople } from '../../testing/seed-people.ts';

describe.each(databaseKinds)('login brute force on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { seed: seedPeople });
  });
  afterAll(async () => t?.close());

  const attempt = (username: string, password: string, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress: ip });

  it('locks a username for 15 minutes after 10 failures, without touching other users', async () => {
    for (let i = 0; i < 10; i += 1)
      expect((await attempt('REP10', 'ERRADA', `10.1.0.${i}`)).statusCode).toBe(401);
    const locked = await attempt('REP10', 'SENHA1', '10.1.0.99');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toBe(
      'Muitas tentativas de acesso sem sucesso. Aguarde 15 minutos e tente novamente.',
    );
    expect((await attempt('REP20', 'SENHA1', '10.1.0.98')).statusCode).toBe(200);

    // Fifteen minutes later the lock is gone.
    await sql`update login_attempts set at = at - interval '16 minutes' where username = 'REP10'`.execute(
      t.handle.db,
    );
    expect((await attempt('REP10', 'SENHA1', '10.1.0.99')).statusCode).toBe(200);
  });

  it('locks an IP that tries many usernames', async () => {
    for (let i = 0; i < 10; i += 1)
      expect((await attempt(`NINGUEM${i}`, 'X', '10.2.0.1')).statusCode).toBe(401);
    expect((await attempt('SUP1', 'SENHA1', '10.2.0.1')).statusCode).toBe(429);
    expect((await attempt('SUP1', 'SENHA1', '10.2.0.2')).statusCode).toBe(200);
  });

  it('does not lock after failures spread over more than 15 minutes', async () => {
    for (let i = 0; i < 5; i += 1) await attempt('ADMIN', 'ERRADA', `10.3.0.${i}`);
    await sql`update login_attempts set at = at - interval '20 minutes' where username = 'ADMIN'`.execute(
      t.handle.db,
    );
    for (let i = 0; i < 5; i += 1) await attempt('ADMIN', 'ERRADA', `10.3.1.${i}`);
    expect((await attempt('ADMIN', 'SENHA1', '10.3.2.1')).statusCode).toBe(200);
  });
});
