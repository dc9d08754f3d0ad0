import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { WINDOW_MINUTES } from './login-throttle.queries.ts';
import { authUserColumns, type AuthUser } from './users.queries.ts';

/** One sign-in attempt as the throttle counts it. */
export type AttemptFact = { username: string; ip: string; device: string | null; at: Date };

/** What sign-in reads of the database, whole: every user, the failures in the window, the last success per source. */
export type SignInFacts = {
  users: AuthUser[];
  failures: AttemptFact[];
  /** Per username, source and device: the last successful sign-in. */
  successes: AttemptFact[];
};

/** In one transaction, so the three parts agree with each other and with the writes queued before it. */
export const loadSignInFacts = (db: Kysely<Database>): Promise<SignInFacts> =>
  db.transaction().execute(async (trx) => {
    const users = await trx.selectFrom('users').select(authUserColumns).execute();
    const { rows: failures } = await sql<AttemptFact>`
      select username, ip, device, at from login_attempts
      where not success and at > now() - make_interval(mins => ${WINDOW_MINUTES})`.execute(trx);
    const { rows: successes } = await sql<AttemptFact>`
      select username, ip, device, max(at) as at from login_attempts where success
      group by username, ip, device`.execute(trx);
    const asDate = (fact: AttemptFact) => ({ ...fact, at: new Date(fact.at) });
    return { users, failures: failures.map(asDate), successes: successes.map(asDate) };
  });
