import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { makeClock } from './clock.ts';
import type { DatabaseHandle } from '../db/connect.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { parseTrustProxy, TRUST_PROXY_MESSAGE, type TrustProxy } from './trust-proxy.ts';
import { readEnv } from './env.ts';
import { TEST_SECRET } from '../testing/test-app.ts';
import { seedPeople } from '../testing/seed-people.ts';

describe('TRUST_PROXY', () => {
  it('is off unless set, and takes a hop count or the proxies addresses', () => {
    expect(readEnv({}).TRUST_PROXY).toBe(false);
    expect(parseTrustProxy('off')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 10.0.1.0/24,::1')).toEqual(['10.0.0.1', '10.0.1.0/24', '::1']);
    for (const bad of ['true', 'all', '11', '10.0.0.300', '10.0.0.0/33', 'proxy.local'])
      expect(parseTrustProxy(bad), bad).toEqual(new Error(TRUST_PROXY_MESSAGE));
    expect(() => readEnv({ TRUST_PROXY: 'true' })).toThrow(TRUST_PROXY_MESSAGE);
  });

  // The sign-in throttle and the logs use the address the app believes; the attempt's row shows it.
  describe('the address a sign-in is counted under', () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await openTestDatabase('postgres');
      await seedPeople(handle);
    });
    afterAll(async () => handle?.close());

    /** A sign-in of REP10 from `from` with these headers, on an app trusting `trustProxy` (closed after). */
    const signInFrom = async (
      trustProxy: TrustProxy | undefined,
      from: string,
      password: string,
      headers: Record<string, string>,
    ) => {
      const app = await buildApp({
        handle,
        clock: makeClock(),
        jwtSecret: TEST_SECRET,
        ...(trustProxy === undefined ? {} : { trustProxy }),
      });
      try {
        return await app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { username: 'REP10', password },
          remoteAddress: from,
          headers,
        });
      } finally {
        await app.close();
      }
    };

    const recordedAddress = async (trustProxy: TrustProxy | undefined, from: string) => {
      await sql`delete from login_attempts`.execute(handle.db);
      await signInFrom(trustProxy, from, 'ERRADA', { 'x-forwarded-for': '203.0.113.66' });
      const row = await handle.db.selectFrom('login_attempts').select('ip').executeTakeFirstOrThrow();
      return row.ip;
    };

    it('by default is the connection, whatever X-Forwarded-For says', async () => {
      expect(await recordedAddress(undefined, '198.51.100.1')).toBe('198.51.100.1');
    });
    it('behind one trusted hop is the forwarded client', async () => {
      expect(await recordedAddress(1, '10.0.0.1')).toBe('203.0.113.66');
    });
    it('with listed proxies is the forwarded client only when the connection is one of them', async () => {
      expect(await recordedAddress(['10.0.0.0/8'], '10.0.0.1')).toBe('203.0.113.66');
      expect(await recordedAddress(['10.0.0.0/8'], '198.51.100.1')).toBe('198.51.100.1');
    });

    it('marks the device cookie Secure when the trusted proxy says the sign-in came over https, only then', async () => {
      const deviceCookie = async (trustProxy: TrustProxy | undefined, from: string) => {
        const answer = await signInFrom(trustProxy, from, 'SENHA1', { 'x-forwarded-proto': 'https' });
        expect(answer.statusCode).toBe(200);
        return answer.cookies.find((cookie) => cookie.name === 'portal_device');
      };
      expect(await deviceCookie(1, '10.0.0.1')).toMatchObject({
        secure: true,
        httpOnly: true,
        sameSite: 'Strict',
      });
      // Anyone else's X-Forwarded-Proto is not believed: the connection itself was plain HTTP.
      expect((await deviceCookie(undefined, '198.51.100.1'))?.secure).toBeUndefined();
    });
  });
});
