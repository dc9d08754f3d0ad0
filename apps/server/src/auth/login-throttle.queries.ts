import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

// Sign-in throttling after OWASP's Authentication Cheat Sheet (docs/decisions/105, after 081): an attempt presenting
// a valid device cookie for its username is judged by that device's own failures only, so nobody else's failures can
// lock a rep out of the phone they signed in on before. Other attempts are counted per username and source together,
// per source alone with a much higher threshold (an office behind one NAT), and per username from every source
// (distributed guessing), where a source that has signed this user in before is slowed down, not locked out. Known
// devices' failures are not counted there. Kept in the database, so every instance behind a load balancer agrees.

export const WINDOW_MINUTES = 15;
/** Failures of one username from one source since its last success: the attacker on one user. */
export const PAIR_MAX_FAILURES = 10;
/** Failures from one source, any usernames: many people share an office's address. */
export const SOURCE_MAX_FAILURES = 100;
/** Failures of one username from every source since its last success: guessing spread over many addresses. */
export const USERNAME_MAX_FAILURES = 20;
/** How long a known source waits per attempt while its username is under spread guessing. */
export const BACK_OFF_MS = 2_000;
/** Failures of one username on one known device since its last success there: that device's own lockout. */
export const DEVICE_MAX_FAILURES = 10;
/** How far back a success makes a source known to a username. */
export const KNOWN_SOURCE_DAYS = 90;

export type LoginThrottle = { kind: 'allow' } | { kind: 'delay'; ms: number } | { kind: 'refuse' };

/** An attempt's failure counts (see `countsOf`) and whether its source signed this username in lately. */
export type Counts = { pair: number; source: number; username: number; known: boolean };

const countsOf = async (db: Kysely<Database>, key: { username: string; ip: string }): Promise<Counts> => {
  const { rows } = await sql<Counts>`
    with last_success as (
      select max(at) as at from login_attempts where username = ${key.username} and success
    ),
    recent as (
      select la.username, la.ip from login_attempts la, last_success ls
      where not la.success and la.at > now() - make_interval(mins => ${WINDOW_MINUTES})
        and (la.username <> ${key.username} or ls.at is null or la.at > ls.at)
        and (la.username = ${key.username} or la.ip = ${key.ip})
        and la.device is null
    )
    select
      (select count(*)::int from recent where username = ${key.username} and ip = ${key.ip}) as pair,
      (select count(*)::int from recent where ip = ${key.ip}) as source,
      (select count(*)::int from recent where username = ${key.username}) as username,
      exists (
        select 1 from login_attempts
        where username = ${key.username} and ip = ${key.ip} and success
          and at > now() - make_interval(days => ${KNOWN_SOURCE_DAYS})
      ) as known`.execute(db);
  return rows[0] ?? { pair: 0, source: 0, username: 0, known: false };
};

const deviceFailures = async (db: Kysely<Database>, username: string, device: string): Promise<number> => {
  const { rows } = await sql<{ failures: number }>`
    select count(*)::int as failures from login_attempts
    where username = ${username} and device = ${device} and not success
      and at > now() - make_interval(mins => ${WINDOW_MINUTES})
      and at > coalesce(
        (select max(at) from login_attempts where username = ${username} and device = ${device} and success),
        '-infinity'::timestamptz)`.execute(db);
  return rows[0]?.failures ?? 0;
};

/**
 * What to do with a sign-in attempt before the password is checked. `device`: the nonce of a valid device cookie
 * naming this username (auth/device-cookie.ts), when the attempt presented one.
 */
export const loginThrottle = async (
  db: Kysely<Database>,
  key: { username: string; ip: string; device?: string | undefined },
): Promise<LoginThrottle> => {
  if (key.device !== undefined) return deviceThrottleOf(await deviceFailures(db, key.username, key.device));
  return throttleOf(await countsOf(db, key));
};

/** The judgment of an attempt without a device cookie, from its counts wherever they were counted. */
export const throttleOf = (counts: Counts): LoginThrottle => {
  if (counts.pair >= PAIR_MAX_FAILURES || counts.source >= SOURCE_MAX_FAILURES) return { kind: 'refuse' };
  if (counts.username >= USERNAME_MAX_FAILURES)
    return counts.known ? { kind: 'delay', ms: BACK_OFF_MS } : { kind: 'refuse' };
  return { kind: 'allow' };
};

/** The judgment of an attempt with a device cookie, from that device's failures since its last success. */
export const deviceThrottleOf = (failures: number): LoginThrottle =>
  failures >= DEVICE_MAX_FAILURES ? { kind: 'refuse' } : { kind: 'allow' };
