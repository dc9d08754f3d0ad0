import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { CONTRACT_HEADER } from '@portal/contracts';

// The web app takes an answer as checked when it names the contracts the web was built from (docs/decisions/175).

describe('contract version on answers', () => {
  let named: TestApp;
  let unnamed: TestApp;
  beforeAll(async () => {
    const routes = (app: TestApp['app']) => app.get('/api/v1/probe', async () => ({ ok: true }));
    [named, unnamed] = await Promise.all([
      buildTestApp('pglite', { contractVersion: '0123456789abcdef', routes }),
      buildTestApp('pglite', { routes }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([named.close(), unnamed.close()]);
  });

  it("names the server's contracts on every answer of the web app's API, refusals too", async () => {
    const answered = await named.app.inject({ method: 'GET', url: '/api/v1/probe' });
    const refused = await named.app.inject({ method: 'GET', url: '/api/v1/routes' });
    expect([answered.statusCode, refused.statusCode]).toEqual([200, 401]);
    expect(answered.headers[CONTRACT_HEADER]).toBe('0123456789abcdef');
    expect(refused.headers[CONTRACT_HEADER]).toBe('0123456789abcdef');
  });

  it('names none outside that API, nor when the server runs from its sources', async () => {
    const health = await named.app.inject({ method: 'GET', url: '/health/live' });
    expect(health.statusCode).toBe(200);
    expect(health.headers[CONTRACT_HEADER]).toBeUndefined();
    const fromSources = await unnamed.app.inject({ method: 'GET', url: '/api/v1/probe' });
    expect(fromSources.statusCode).toBe(200);
    expect(fromSources.headers[CONTRACT_HEADER]).toBeUndefined();
  });
});
