import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFolder } from '../import/index.ts';
import { FIXTURE_FOLDER, TODAY } from '../testing/customers-fixture.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { databaseKinds } from '../testing/test-database.ts';

// GET /metrics (plugins/metrics.ts): Prometheus text behind METRICS_TOKEN, absent without it.

const TOKEN = 'token-de-metricas-de-teste';

/** The value of one sample line, e.g. `portal_http_requests_total{method="GET",route="/api/v1/routes",status="200"}`. */
const sample = (text: string, name: string, labels: Record<string, string> = {}): number | undefined => {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const inside = /\{(.*)\}/.exec(line)?.[1]?.split(',') ?? [];
    if (wanted.every((label) => inside.includes(label)) && inside.length === wanted.length)
      return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
};

describe.each(databaseKinds)('GET /metrics on %s', (kind) => {
  let t: TestApp;
  let token = '';
  beforeAll(async () => {
    t = await buildTestApp(kind, {
      today: TODAY,
      metricsToken: TOKEN,
      seed: async (handle) => {
        const result = await importFolder(handle, FIXTURE_FOLDER);
        if (!result.ok) throw new Error(result.problems.join('; '));
      },
    });
    token = await t.login('ANA', 'SENHA-ANA');
  });
  afterAll(async () => t?.close());

  const metrics = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    return response.body;
  };

  it('refuses a call without the token or with another one, with 401', async () => {
    const bare = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(bare.statusCode).toBe(401);
    expect(bare.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);
    // A user's own sign-in token is not the metrics token.
    const user = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(user.statusCode).toBe(401);
  });

  it('counts requests by route pattern and status, with their latency, and the answer cache', async () => {
    const before = await metrics();
    const routesLabels = { method: 'GET', route: '/api/v1/routes', status: '200' };
    const start = sample(before, 'portal_http_requests_total', routesLabels) ?? 0;
    const hitsBefore = sample(before, 'portal_report_cache_requests_total', { result: 'hit' }) ?? 0;
    const missesBefore = sample(before, 'portal_report_cache_requests_total', { result: 'miss' }) ?? 0;
    const headers = { authorization: `Bearer ${token}` };
    for (let i = 0; i < 3; i += 1)
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/routes', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/routes' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/nao-existe/12345', headers })).statusCode).toBe(
      404,
    );

    const after = await metrics();
    expect(sample(after, 'portal_http_requests_total', routesLabels)).toBe(start + 3);
    expect(
      sample(after, 'portal_http_requests_total', { method: 'GET', route: '/api/v1/routes', status: '401' }),
    ).toBe(1);
    // An unknown path is one label, not its URL.
    expect(
      sample(after, 'portal_http_requests_total', { method: 'GET', route: '(sem rota)', status: '404' }),
    ).toBe(1);
    expect(after).not.toContain('12345');
    expect(sample(after, 'portal_http_request_duration_seconds_count', routesLabels)).toBe(start + 3);
    expect(
      sample(after, 'portal_http_request_duration_seconds_bucket', { ...routesLabels, le: '+Inf' }),
    ).toBe(start + 3);
    // The first of the three computed the answer, the next two came from memory.
    expect(sample(after, 'portal_report_cache_requests_total', { result: 'miss' })).toBe(missesBefore + 1);
    expect(sample(after, 'portal_report_cache_requests_total', { result: 'hit' })).toBe(hitsBefore + 2);
  });

  it('shows the database pool and the last import that committed', async () => {
    const text = await metrics();
    const total = sample(text, 'portal_db_pool_connections', { state: 'total' }) ?? 0;
    expect(total).toBeGreaterThanOrEqual(1);
    if (kind === 'pglite') expect(total).toBe(1);
    expect(sample(text, 'portal_db_pool_connections', { state: 'waiting' })).toBe(0);
    const finished = sample(text, 'portal_last_import_success_timestamp_seconds') ?? 0;
    expect(Date.now() / 1000 - finished).toBeGreaterThanOrEqual(0);
    expect(Date.now() / 1000 - finished).toBeLessThan(600);
    // The customers fixture: 2+3+2+14+15+5+8+1+2+15+25+7+12+5 rows, as the import counts them.
    const { rows } = await t.handle.db
      .selectFrom('import_runs')
      .select('rows')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(sample(text, 'portal_last_import_rows')).toBe(Number(rows));
    expect(Number(rows)).toBe(116);
    expect(sample(text, 'portal_process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('counts the imports handed to the process', async () => {
    expect(await metrics()).not.toContain('portal_import_finished_timestamp_seconds{');
    t.app.recordImport(true);
    t.app.recordImport(false);
    const text = await metrics();
    expect(sample(text, 'portal_imports_total', { result: 'ok' })).toBe(1);
    expect(sample(text, 'portal_imports_total', { result: 'refused' })).toBe(1);
    for (const result of ['ok', 'refused']) {
      const at = sample(text, 'portal_import_finished_timestamp_seconds', { result }) ?? 0;
      expect(Date.now() / 1000 - at).toBeLessThan(60);
    }
  });
});

describe('without METRICS_TOKEN', () => {
  it('has no /metrics at all: 404', async () => {
    const t = await buildTestApp('pglite');
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
