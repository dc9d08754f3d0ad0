import { gunzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { acceptsGzip } from './content-encoding.ts';
import { reportCachePlugin } from './report-cache.ts';

// The cache's sharing of answers in flight, on a bare app whose one report route the test holds and releases. The
// cached and shared answers of the real routes are in modules/visit-routes/answer-cache.test.ts.

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** An app whose GET /api/v1/report waits for `release()`, then answers its call count (the first call fails with `failFirst`). */
const appWithHeldReport = async () => {
  const app = Fastify();
  const clock = { today: () => '2025-09-30' };
  // The plugin reads only the clock here: the data version comes with the request, as plugins/authenticate.ts sets it.
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

/** An app, set up like app.ts (cache, then compression), whose GET /api/v1/rows answers `rows` rows of a rep's kind. */
const appWithRows = async (maxMb: number, rows: number) => {
  const app = Fastify();
  app.decorate('deps', { clock: { today: () => '2025-09-30' } } as never);
  app.addHook('onRequest', async (request) => {
    request.scope = { principal: { id: 1 } } as never;
    request.dataVersion = '7';
  });
  await app.register(reportCachePlugin, { maxMb });
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  let calls = 0;
  const answer = () =>
    Array.from({ length: rows }, (_, index) => ({
      order: 100_000 + index,
      customer: 'MODAS ESTRELA NOVA LTDA',
      city: 'SÃO PAULO',
      issueDate: '2025-09-01',
      value: (index % 997) + 0.5,
    }));
  app.get('/api/v1/rows', async () => {
    calls += 1;
    return answer();
  });
  await app.ready();
  const get = (encoding?: string) =>
    app.inject({
      method: 'GET',
      url: '/api/v1/rows',
      headers: encoding ? { 'accept-encoding': encoding } : {},
    });
  return { app, expected: JSON.stringify(answer()), calls: () => calls, get };
};

describe('report answer cache: answers kept compressed', () => {
  it('sends the kept gzip bytes to a client that takes gzip, and the same JSON unzipped to one that does not', async () => {
    const { app, expected, calls, get } = await appWithRows(1, 200);
    const miss = await get('gzip, deflate, br');
    const hit = await get('gzip, deflate, br');
    const plain = await get();
    expect([miss, hit, plain].map((response) => response.headers['x-portal-cache'])).toEqual([
      'miss',
      'hit',
      'hit',
    ]);
    expect([miss, hit, plain].map((response) => response.headers['content-encoding'])).toEqual([
      'gzip',
      'gzip',
      undefined,
    ]);
    expect(gunzipSync(miss.rawPayload).toString('utf8')).toBe(expected);
    expect(gunzipSync(hit.rawPayload).toString('utf8')).toBe(expected);
    expect(plain.body).toBe(expected);
    expect(hit.headers.vary).toMatch(/accept-encoding/i);
    expect(calls()).toBe(1);
    await app.close();
  });

  it('keeps an answer whose JSON is larger than the whole cache, as its compressed size fits', async () => {
    const { app, expected, calls, get } = await appWithRows(1, 20_000);
    expect(expected.length).toBeGreaterThan(2 * 1024 * 1024);
    const first = await get();
    const second = await get();
    expect([first.headers['x-portal-cache'], second.headers['x-portal-cache']]).toEqual(['miss', 'hit']);
    expect(second.body).toBe(expected);
    expect(calls()).toBe(1);
    await app.close();
  });

  it('reads Accept-Encoding with the negotiator @fastify/compress uses: a q of 0 refuses, * stands for the rest', () => {
    expect(
      ['gzip', 'gzip, deflate, br', 'br;q=1.0, gzip;q=0.8', 'br, *', ' gzip ; q=0.001'].map(acceptsGzip),
    ).toEqual([true, true, true, true, true]);
    expect(['br', 'gzip;q=0', 'identity', '', '*;q=0', 'deflate'].map(acceptsGzip)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
