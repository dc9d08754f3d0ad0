import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { makeClock } from './config/clock.ts';
import { openDatabase } from './db/connect.ts';
import { TEST_SECRET } from './testing/test-app.ts';
import { testDatabaseUrl } from './testing/test-database.ts';
import { sharedFixture } from './testing/shared-fixture.ts';

// Timeouts need real PostgreSQL: PGlite runs one query at a time in-process.
describe('a slow query on PostgreSQL', () => {
  const handle = sharedFixture(() =>
    openDatabase({ databaseUrl: testDatabaseUrl(), dataDir: '', statementTimeoutMs: 300 }),
  );

  it('fails its own request with a clear 503 and leaves the server serving', async () => {
    const app = await buildApp({ handle, clock: makeClock(), jwtSecret: TEST_SECRET });
    app.get('/api/slow-report', async () => {
      await sql`select pg_sleep(2)`.execute(handle.db);
      return { ok: true };
    });
    await app.ready();
    const started = Date.now();
    const slow = await app.inject({ method: 'GET', url: '/api/slow-report' });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(slow.statusCode).toBe(503);
    expect(slow.json()).toEqual({
      error: {
        code: 'TIMEOUT',
        message: 'A consulta demorou demais e foi cancelada. Tente um período menor.',
      },
    });
    expect((await app.inject({ method: 'GET', url: '/health/ready' })).json()).toEqual({
      status: 'ok',
      database: 'postgres',
    });
    await app.close();
  });

  it('never shows internals in a 500', async () => {
    const app = await buildApp({ handle, clock: makeClock(), jwtSecret: TEST_SECRET });
    app.get('/api/broken', async () => {
      await sql`select * from tabela_que_nao_existe`.execute(handle.db);
      return {};
    });
    await app.ready();
    const response = await app.inject({ method: 'GET', url: '/api/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: 'INTERNAL', message: 'Erro interno no servidor' } });
    await app.close();
  });
});
