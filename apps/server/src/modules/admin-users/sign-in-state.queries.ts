import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import {
  PAIR_MAX_FAILURES,
  USERNAME_MAX_FAILURES,
  WINDOW_MINUTES,
} from '../../auth/login-throttle.queries.ts';
import { recordAudit } from '../../domain/audit/audit-log.queries.ts';

// A login's sign-in state for the Usuários screen, counted as auth/login-throttle.queries.ts counts (docs/decisions/081).

export type SignInState = { lastSignInAt: Date | null; throttled: boolean };

/** Per username: its last successful sign-in and whether the throttle refuses it now (one source or every source). */
export const signInStates = async (db: Kysely<Database>): Promise<Map<string, SignInState>> => {
  const { rows } = await sql<{
    username: string;
    last_success: Date | null;
    worst_pair: number;
    total: number;
  }>`
    with last_success as (
      select username, max(at) as at from login_attempts where success group by username
    ),
    last_stranger_success as (
      select username, max(at) as at from login_attempts where success and device is null group by username
    ),
    recent as (
      select la.username, la.ip, count(*)::int as n
      from login_attempts la left join last_stranger_success ls on ls.username = la.username
      where not la.success and la.at > now() - make_interval(mins => ${WINDOW_MINUTES})
        and la.device is null and (ls.at is null or la.at > ls.at)
      group by la.username, la.ip
    ),
    failures as (
      select username, max(n)::int as worst_pair, sum(n)::int as total from recent group by username
    )
    select coalesce(f.username, ls.username) as username, ls.at as last_success,
      coalesce(f.worst_pair, 0) as worst_pair, coalesce(f.total, 0) as total
    from failures f full join last_success ls on ls.username = f.username`.execute(db);
  return new Map(
    rows.map((row) => [
      row.username,
      {
        lastSignInAt: row.last_success === null ? null : new Date(row.last_success),
        throttled: row.worst_pair >= PAIR_MAX_FAILURES || row.total >= USERNAME_MAX_FAILURES,
      },
    ]),
  );
};

/** Names for the list: reps and supervisors by id. */
export const peopleNames = async (
  db: Kysely<Database>,
): Promise<{ reps: Map<number, string>; supervisors: Map<number, string> }> => {
  const reps = await db.selectFrom('representatives').select(['id', 'name']).execute();
  const supervisors = await db.selectFrom('supervisors').select(['id', 'name']).execute();
  return {
    reps: new Map(reps.map((row) => [Number(row.id), row.name])),
    supervisors: new Map(supervisors.map((row) => [Number(row.id), row.name])),
  };
};

/** Logins created through the portal (an audited create); the others came from users.csv, which wins on import. */
export const usernamesCreatedHere = async (db: Kysely<Database>): Promise<Set<string>> => {
  const rows = await db
    .selectFrom('audit_log')
    .select('entity_key')
    .distinct()
    .where('entity', '=', 'user')
    .where('action', '=', 'create')
    .execute();
  return new Set(rows.map((row) => row.entity_key));
};

/**
 * "Desbloquear": forgets the user's failed sign-ins, which is every counter the throttle keeps of them (per address,
 * across addresses, and their share of an address's count). Audited in the same transaction.
 */
export const unlockSignIn = async (
  db: Kysely<Database>,
  username: string,
  actor: { id: number; username: string },
): Promise<number> =>
  db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('login_attempts')
      .where('username', '=', username)
      .where('success', '=', false)
      .executeTakeFirst();
    const cleared = Number(deleted.numDeletedRows);
    await recordAudit(trx, {
      userId: actor.id,
      username: actor.username,
      action: 'unlock',
      entity: 'user',
      entityKey: username,
      oldValue: { failedSignIns: cleared },
      newValue: { failedSignIns: 0 },
    });
    return cleared;
  });
