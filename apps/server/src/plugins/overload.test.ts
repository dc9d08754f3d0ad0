import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { makeClock } from '../config/clock.ts';
import { TEST_SECRET } from '../testing/test-app.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { sharedFixture } from '../testing/shared-fixture.ts';

describe('overload', () => {
  const handle = sharedFixture(() => openTestDatabase('pglite'));

  it('answers 503 at once past the in-flight limit, is not ready meanwhile, and serves again when load drops', async () => {
    const app = await buildApp({ handle, clock: makeClock(), jwtSecret: TEST_SECRET, maxInFlight: 2 });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    app.get('/api/slow', async () => {
      await gate;
      return { ok: true };
    });
    await app.ready();
    const first = app.inject({ method: 'GET', url: '/api/slow' });
    const second = app.inject({ method: 'GET', url: '/api/slow' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const third = await app.inject({ method: 'GET', url: '/api/slow' });
    expect(third.statusCode).toBe(503);
    expect(third.json().error.message).toBe(
      'Servidor sobrecarregado no momento. Tente novamente em alguns segundos.',
    );
    expect((await app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    const ready = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', database: 'pglite' });
    release();
    expect((await first).statusCode).toBe(200);
    expect((await second).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/slow' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
    await app.close();
  });
});
