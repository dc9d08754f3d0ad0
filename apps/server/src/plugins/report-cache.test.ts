import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { reportCachePlugin } from './report-cache.ts';

// The cache's sharing of answers in flight, on a bare app whose one report route the test holds and releases. The
// cached and shared answers of the real routes are in modules/routes/answer-cache.test.ts.

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** An app whose GET /api/v1/report waits for `release()`, then answers its call count (the first call fails with `failFirst`). */
const appWithHeldReport = async () => {
  const app = Fastify();
  const clock = { today: () => '2025-09-30' };
  // The plugin reads only the clock here: the data version comes with the request, as plugins/auth.ts sets it.
  app.decorate('deps', { clock } as never);
  app.addHook('onRequest', async (request) => {
    request.scope = { principal: { id: 1 } } as never;
    request.dataVersion = '7';
  });
  await app.register(reportCachePlugin, { maxMb: 1 });
  const state = { calls: 0, failFirst: false, release: () => undefined as void };
  let gate = new Promise<void>((resolve) => {
    state.release = resolve;
  });
  app.get('/api/v1/report', async () => {
    state.calls += 1;
    const call = state.calls;
    await gate;
    gate = Promise.resolve();
    if (state.failFirst && call === 1) throw new Error('falhou');
    return { calls: call };
  });
  await app.ready();
  const get = () => app.inject({ method: 'GET', url: '/api/v1/report' });
  return { app, state, get };
};

describe('report answer cache: identical calls in flight', () => {
  it('hands the first answer to the calls that waited for it', async () => {
    const { app, state, get } = await appWithHeldReport();
    const first = get();
    await settle();
    const second = get();
    await settle();
    state.release();
    const [a, b] = await Promise.all([first, second]);
    expect([a.headers['x-portal-cache'], b.headers['x-portal-cache']]).toEqual(['miss', 'shared']);
    expect(b.json()).toEqual({ calls: 1 });
    expect(state.calls).toBe(1);
    await app.close();
  });

  it('lets a waiting call compute its own answer when the first ends in an error, and keeps that one', async () => {
    const { app, state, get } = await appWithHeldReport();
    state.failFirst = true;
    const first = get();
    await settle();
    const second = get();
    await settle();
    state.release();
    const failed = await first;
    expect(failed.statusCode).toBe(500);
    const own = await second;
    expect(own.statusCode).toBe(200);
    expect(own.headers['x-portal-cache']).toBe('miss');
    expect(own.json()).toEqual({ calls: 2 });
    const third = await get();
    expect(third.headers['x-portal-cache']).toBe('hit');
    expect(third.json()).toEqual({ calls: 2 });
    await app.close();
  });
});
