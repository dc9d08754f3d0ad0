import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

export const MAX_FAILURES = 10;
export const WINDOW_MINUTES = 15;

/**
 * True while a username or an IP is locked: its last MAX_FAILURES failures all fell within WINDOW_MINUTES and the
 * newest is under WINDOW_MINUTES old. A success clears the username's count (not the IP's). Kept in the database,
 * so every instance behind a load balancer agrees.
 */
export const isLockedOut = async (
  db: Kysely<Database>,
  key: { username: string; ip: string },
): Promise<boolean> => {
  const lastSuccess = db
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.max('at').as('at'))
    .where('username', '=', key.username)
    .where('success', '=', true);

  const byUsername = db
    .selectFrom('login_attempts')
    .select('at')
    .where('username', '=', key.username)
    .where('success', '=', false)
    .where('at', '>', sql<Date>`now() - make_interval(mins => ${WINDOW_MINUTES * 2})`)
    .where((eb) => eb.or([eb(lastSuccess, 'is', null), eb('at', '>', lastSuccess)]))
    .orderBy('at', 'desc')
    .limit(MAX_FAILURES);

  const byIp = db
    .selectFrom('login_attempts')
    .select('at')
    .where('ip', '=', key.ip)
    .where('success', '=', false)
    .where('at', '>', sql<Date>`now() - make_interval(mins => ${WINDOW_MINUTES * 2})`)
    .orderBy('at', 'desc')
    .limit(MAX_FAILURES);

  const locked = async (recent: typeof byIp) => {
    const rows = await db
      .selectFrom(recent.as('r'))
      .select([
        sql<number>`count(*)::int`.as('failures'),
        sql<boolean>`coalesce(max(r.at) > now() - make_interval(mins => ${WINDOW_MINUTES})
          and max(r.at) - min(r.at) <= make_interval(mins => ${WINDOW_MINUTES}), false)`.as('recent'),
      ])
      .executeTakeFirstOrThrow();
    return rows.failures >= MAX_FAILURES && rows.recent;
  };
  return (await locked(byUsername)) || (await locked(byIp));
};
