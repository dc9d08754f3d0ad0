import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { makeClock } from '../config/clock.ts';
import { openDatabase, type DatabaseHandle } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { TEST_SECRET } from '../testing/test-app.ts';
import { seedPeople } from '../testing/seed-people.ts';
import { startPrivatePostgres, type PrivatePostgres } from '../testing/private-postgres.ts';

describe('PostgreSQL restarted while the portal runs', () => {
  let postgres: PrivatePostgres;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    handle = await openDatabase({ databaseUrl: postgres.url, dataDir: '' });
    await migrateToLatest(handle.db);
    await seedPeople(handle);
  });
  afterAll(async () => {
    await handle?.close();
    postgres?.destroy();
  });

  it('answers 503 in Portuguese while it is down and serves again once it is back, without a restart', async () => {
    const app = await buildApp({ handle, clock: makeClock(), jwtSecret: TEST_SECRET });
    await app.ready();
    const login = () =>
      app.inject({ method: 'POST', url: '/api/login', payload: { username: 'REP10', password: 'SENHA1' } });
    const ready = () => app.inject({ method: 'GET', url: '/health/ready' });

    const token = (await login()).json<string>();
    const me = () =>
      app.inject({
        method: 'GET',
        url: '/api/v1/representative/current-user',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await me()).statusCode).toBe(200);

    postgres.stop();
    const down = await me();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      error: {
        code: 'UNAVAILABLE',
        message: 'Banco de dados indisponível no momento. Tente novamente em instantes.',
      },
    });
    expect((await ready()).statusCode).toBe(503);
    expect((await login()).statusCode).toBe(503);

    postgres.start();
    expect((await ready()).statusCode).toBe(200);
    expect((await me()).json().username).toBe('REP10');
    await app.close();
  });
});
