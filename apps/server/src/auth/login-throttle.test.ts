import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  BACK_OFF_MS,
  DEVICE_MAX_FAILURES,
  PAIR_MAX_FAILURES,
  SOURCE_MAX_FAILURES,
  USERNAME_MAX_FAILURES,
} from './login-throttle.queries.ts';
import { databaseKinds } from '../testing/test-database.ts';
import { buildTestApp } from '../testing/test-app.ts';
import { seedPeople } from '../testing/seed-people.ts';
import { sharedFixture } from '../testing/shared-fixture.ts';

const TOO_MANY = 'Muitas tentativas de acesso sem sucesso. Aguarde 15 minutos e tente novamente.';

// The three cases of OWASP's guidance (docs/decisions/081); every seeded user's password is SENHA1.
describe.each(databaseKinds)('sign-in throttling on %s', (kind) => {
  const t = sharedFixture(() => buildTestApp(kind, { seed: seedPeople }));

  const attempt = (username: string, password: string, ip: string, device?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username, password },
      remoteAddress: ip,
      ...(device === undefined ? {} : { cookies: { portal_device: device } }),
    });
  /** The device cookie a successful sign-in set: its value and attributes. */
  const deviceCookieOf = (response: Awaited<ReturnType<typeof attempt>>) => {
    const cookie = response.cookies.find((one) => one.name === 'portal_device');
    if (!cookie) throw new Error(`sem cookie de aparelho: ${String(response.headers['set-cookie'])}`);
    return cookie;
  };
  const age = (minutes: number) =>
    sql`update login_attempts set at = at - make_interval(mins => ${minutes})`.execute(t.handle.db);
  const forget = () => sql`delete from login_attempts`.execute(t.handle.db);

  it('an attacker on one user from one source is locked out there; the user elsewhere is not', async () => {
    await forget();
    for (let i = 0; i < PAIR_MAX_FAILURES; i += 1)
      expect((await attempt('REP10', 'ERRADA', '198.51.100.7')).statusCode).toBe(401);
    const refused = await attempt('REP10', 'SENHA1', '198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(TOO_MANY);
    // The real user at the office and a colleague behind the attacker's address still sign in.
    expect((await attempt('REP10', 'SENHA1', '10.0.0.5')).statusCode).toBe(200);
    expect((await attempt('REP20', 'SENHA1', '198.51.100.7')).statusCode).toBe(200);
    // Fifteen minutes later the pair is free again.
    await age(16);
    expect((await attempt('REP10', 'SENHA1', '198.51.100.7')).statusCode).toBe(200);
  });

  it('one office address with many users: one person failing does not lock the colleagues out', async () => {
    await forget();
    const office = '203.0.113.10';
    // Someone forgets the password and tries it over and over; three colleagues mistype too.
    for (let i = 0; i < PAIR_MAX_FAILURES; i += 1) await attempt('SUP1', 'ERRADA', office);
    for (const user of ['REP10', 'REP20', 'ADMIN']) await attempt(user, 'ERRADA', office);
    expect((await attempt('SUP1', 'SENHA1', office)).statusCode).toBe(429);
    for (const user of ['REP10', 'REP20', 'ADMIN'])
      expect((await attempt(user, 'SENHA1', office)).statusCode, user).toBe(200);
    // Only a source failing for many names at the scale of guessing is refused for everyone.
    await forget();
    await sql`insert into login_attempts (username, ip, success)
      select 'NINGUEM' || (g % 40), ${office}, false from generate_series(1, ${SOURCE_MAX_FAILURES}) g`.execute(
      t.handle.db,
    );
    expect((await attempt('REP10', 'SENHA1', office)).statusCode).toBe(429);
    expect((await attempt('REP10', 'SENHA1', '10.0.0.5')).statusCode).toBe(200);
  });

  it('guessing spread over many sources: new sources are refused, a known one is slowed, not locked', async () => {
    await forget();
    expect((await attempt('REP20', 'SENHA1', '10.0.0.9')).statusCode).toBe(200); // the user's own device
    await age(60);
    for (let i = 0; i < USERNAME_MAX_FAILURES; i += 1)
      expect((await attempt('REP20', 'ERRADA', `192.0.2.${i + 1}`)).statusCode).toBe(401);
    const fresh = await attempt('REP20', 'SENHA1', '192.0.2.200');
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json().error.message).toBe(TOO_MANY);
    const started = Date.now();
    expect((await attempt('REP20', 'SENHA1', '10.0.0.9')).statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(BACK_OFF_MS - 50);
    // The success ends the episode: new sources may try again.
    expect((await attempt('REP20', 'SENHA1', '192.0.2.201')).statusCode).toBe(200);
  });

  it('failures spread over more than 15 minutes do not add up', async () => {
    await forget();
    for (let i = 0; i < PAIR_MAX_FAILURES - 1; i += 1) await attempt('ADMIN', 'ERRADA', '10.3.0.1');
    await age(20);
    for (let i = 0; i < PAIR_MAX_FAILURES - 1; i += 1) await attempt('ADMIN', 'ERRADA', '10.3.0.1');
    expect((await attempt('ADMIN', 'SENHA1', '10.3.0.1')).statusCode).toBe(200);
  });

  it('a known device signs its user in after a stranger failed from three addresses; without it, refused', async () => {
    await forget();
    const signedIn = await attempt('REP20', 'SENHA1', '10.0.0.9');
    expect(signedIn.statusCode).toBe(200);
    const cookie = deviceCookieOf(signedIn);
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/login',
      maxAge: 90 * 86_400,
    });
    expect(cookie.secure).toBeUndefined(); // plain HTTP here; Secure over TLS (trust-proxy.test.ts)
    await age(60);
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3'])
      for (let i = 0; i < PAIR_MAX_FAILURES; i += 1)
        expect([401, 429]).toContain((await attempt('REP20', 'ERRADA', ip)).statusCode);
    // The rep, in another town, from an address never seen: without the phone's cookie, refused; with it, in.
    const withoutDevice = await attempt('REP20', 'SENHA1', '192.0.2.78');
    expect(withoutDevice.statusCode).toBe(429);
    expect(withoutDevice.json().error.message).toBe(TOO_MANY);
    const withDevice = await attempt('REP20', 'SENHA1', '192.0.2.77', cookie.value);
    expect(withDevice.statusCode).toBe(200);
    // The same rep's phone keeps its name and nonce across sign-ins.
    expect(deviceCookieOf(withDevice).value.split('|')[0]).toBe('REP20');
  });

  it("a device cookie counts for its own user only, can't be forged, and its device has its own lockout", async () => {
    await forget();
    const cookie = deviceCookieOf(await attempt('REP20', 'SENHA1', '10.0.0.9')).value;
    // Another user's failures from the attacker's address lock that pair; REP20's cookie does not open REP10.
    for (let i = 0; i < PAIR_MAX_FAILURES; i += 1) await attempt('REP10', 'ERRADA', '198.51.100.9');
    expect((await attempt('REP10', 'SENHA1', '198.51.100.9', cookie)).statusCode).toBe(429);
    // A cookie naming REP10 but signed with no key of ours, or altered, is no device.
    const forged = cookie.replace('REP20', 'REP10');
    expect(forged).not.toBe(cookie);
    expect((await attempt('REP10', 'SENHA1', '198.51.100.9', forged)).statusCode).toBe(429);
    // The device's own failures: ten and it is refused there too, whoever's cookie it is.
    for (let i = 0; i < DEVICE_MAX_FAILURES; i += 1)
      expect((await attempt('REP20', 'ERRADA', '10.0.0.9', cookie)).statusCode).toBe(401);
    expect((await attempt('REP20', 'SENHA1', '10.0.0.9', cookie)).statusCode).toBe(429);
    // Those failures were the device's: they neither lock the address nor the user elsewhere.
    expect((await attempt('REP20', 'SENHA1', '10.0.0.10')).statusCode).toBe(200);
    await age(16);
    expect((await attempt('REP20', 'SENHA1', '10.0.0.9', cookie)).statusCode).toBe(200);
  });

  it("the owner's sign-in on a known device does not reset the strangers' count", async () => {
    await forget();
    const cookie = deviceCookieOf(await attempt('REP20', 'SENHA1', '10.0.0.9')).value;
    await age(60);
    for (let i = 0; i < USERNAME_MAX_FAILURES - 1; i += 1)
      expect((await attempt('REP20', 'ERRADA', `192.0.2.${i + 1}`)).statusCode).toBe(401);
    // The rep signs in on the phone: that success is the device's, not the end of the guessing elsewhere.
    expect((await attempt('REP20', 'SENHA1', '10.0.0.9', cookie)).statusCode).toBe(200);
    expect((await attempt('REP20', 'ERRADA', '192.0.2.100')).statusCode).toBe(401);
    const stranger = await attempt('REP20', 'SENHA1', '192.0.2.101');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().error.message).toBe(TOO_MANY);
    // The phone still signs in.
    expect((await attempt('REP20', 'SENHA1', '10.0.0.9', cookie)).statusCode).toBe(200);
  });
});
