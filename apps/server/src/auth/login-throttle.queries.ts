import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

// Sign-in throttling after OWASP's Authentication Cheat Sheet (docs/decisions/105, after 081): an attempt presenting
// a valid device cookie for its username is judged by that device's own failures only, so nobody else's failures can
// lock a rep out of the phone they signed in on before. Other attempts are counted per username and source together,
// per source alone with a much higher threshold (an office behind one NAT), and per username from every source
// (distributed guessing), where a source that has signed this user in before is slowed down, not locked out. Known
// devices' failures are not counted there. Kept in the database, so every instance behind a load balancer agrees.
// An attempt is counted, as a failure, before its password is checked, in the same transaction and under the same
// locks as the count that let it through, so parallel guesses cannot all pass one count (docs/decisions/185).

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

type Key = { username: string; ip: string; device?: string | undefined };

// Strangers' failures count since the last success of a stranger (an attempt without a device cookie): the owner's
// sign-in on their own phone does not wipe the tally of the guessing elsewhere.
const countsOf = async (db: Kysely<Database>, key: { username: string; ip: string }): Promise<Counts> => {
  const { rows } = await sql<Counts>`
    with last_success as (
      select max(at) as at from login_attempts
      where username = ${key.username} and success and device is null
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

/** The failures that judge an attempt, as the database has them: its device's, or the stranger counts. */
export type Tally = { device: number } | { counts: Counts };

/**
 * The failures judging an attempt, read without a lock: for a caller that orders attempts itself (the embedded
 * engine's single process, auth/sign-in-book.ts). `device`: the nonce of a valid device cookie naming this username
 * (auth/device-cookie.ts), when the attempt presented one.
 */
export const tallyOf = async (db: Kysely<Database>, key: Key): Promise<Tally> =>
  key.device !== undefined
    ? { device: await deviceFailures(db, key.username, key.device) }
    : { counts: await countsOf(db, key) };

export const judge = (tally: Tally): LoginThrottle =>
  'device' in tally ? deviceThrottleOf(tally.device) : throttleOf(tally.counts);

// Advisory lock classes: one per username, one per source, taken in that order by every attempt.
const USERNAME_LOCK = 0x5349_474e;
const SOURCE_LOCK = 0x5352_4345;

/**
 * Judges an attempt and, unless refused, records it as a failure before its password is checked, in one transaction
 * holding advisory locks on its username and its source: every instance on the database counts the attempts of one
 * user, or of one address, one after the other, each seeing the ones before it. `id` is the attempt's row, for
 * `attemptSucceeded`.
 */
export const reserveAttempt = (
  db: Kysely<Database>,
  key: Key,
): Promise<{ throttle: LoginThrottle; id?: number }> =>
  db.transaction().execute(async (trx) => {
    // The target list is evaluated in order: username first, then source, as every attempt takes them.
    await sql`select pg_advisory_xact_lock(${USERNAME_LOCK}, hashtext(${key.username})),
      pg_advisory_xact_lock(${SOURCE_LOCK}, hashtext(${key.ip}))`.execute(trx);
    const throttle = judge(await tallyOf(trx, key));
    if (throttle.kind === 'refuse') return { throttle };
    const { id } = await trx
      .insertInto('login_attempts')
      .values({ username: key.username, ip: key.ip, success: false, device: key.device ?? null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { throttle, id };
  });

/** The attempt recorded by `reserveAttempt` found the right password. */
export const attemptSucceeded = async (db: Kysely<Database>, id: number): Promise<void> => {
  await db.updateTable('login_attempts').set({ success: true }).where('id', '=', id).execute();
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
