import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/test-app.ts';
import { seedPeople } from '../testing/seed-people.ts';
import { sharedFixture } from '../testing/shared-fixture.ts';

describe('HTTP hardening', () => {
  const t = sharedFixture(() => buildTestApp('pglite', { seed: seedPeople }));

  it('refuses a body over the size limit with 413 and a Portuguese message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'REP10', password: 'X'.repeat(300 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'Requisição grande demais' },
    });
  });

  it('keeps CORS closed by default', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/login',
      headers: { origin: 'https://site-de-terceiros.example', 'access-control-request-method': 'POST' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('BAD_REQUEST');
  });
});
