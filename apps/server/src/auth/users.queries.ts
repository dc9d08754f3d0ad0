import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

export type AuthUser = {
  id: number;
  username: string;
  representativeId: number;
  supervisorId: number | null;
  active: boolean;
  tokenVersion: number;
  passwordHash: string;
};

/** The columns of an AuthUser, for every read of one. */
export const authUserColumns = [
  'id',
  'username',
  'representative_id as representativeId',
  'supervisor_id as supervisorId',
  'active',
  'token_version as tokenVersion',
  'password_hash as passwordHash',
] as const;

export const findUserByUsername = async (
  db: Kysely<Database>,
  username: string,
): Promise<AuthUser | undefined> =>
  db
    .selectFrom('users')
    .select(authUserColumns)
    .where('username', '=', username.toUpperCase())
    .executeTakeFirst();

export type RequestUser = AuthUser & {
  /** The reps of the user's supervisor team, sorted; empty for a user who is no supervisor. */
  team: number[];
  /** The data version (migration 20261123160000), when asked for: read in the same trip as the user. */
  dataVersion: string | null;
  /** The user's sessions signed out before their end (migration 20261126130000). */
  signedOut: string[];
};

/**
 * Everything a request needs to know about its user in one round trip: the row (active, token version), the team of
 * a supervisor, and optionally the data version the answer cache keys on. Each trip to the database costs more than
 * the lookup itself, and every authenticated call makes this one.
 */
export const findRequestUser = async (
  db: Kysely<Database>,
  id: number,
  { withDataVersion }: { withDataVersion: boolean },
): Promise<RequestUser | undefined> => {
  const row = await db
    .selectFrom('users as u')
    .select([
      'u.id',
      'u.username',
      'u.representative_id as representativeId',
      'u.supervisor_id as supervisorId',
      'u.active',
      'u.token_version as tokenVersion',
      'u.password_hash as passwordHash',
      sql<number[]>`coalesce((select array_agg(r.id order by r.id) from representatives r
        where r.supervisor_id = u.supervisor_id), '{}')`.as('team'),
      sql<string[]>`coalesce((select array_agg(s.session_id) from signed_out_sessions s
        where s.user_id = u.id and s.until > now()), '{}')`.as('signedOut'),
      withDataVersion
        ? sql<string | null>`(select v.version::text from data_version v where v.id = 1)`.as('dataVersion')
        : sql<string | null>`null::text`.as('dataVersion'),
    ])
    .where('u.id', '=', id)
    .executeTakeFirst();
  return row ? { ...row, team: row.team.map(Number) } : undefined;
};

export const representativeName = async (db: Kysely<Database>, id: number): Promise<string | undefined> =>
  (await db.selectFrom('representatives').select('name').where('id', '=', id).executeTakeFirst())?.name;

export const supervisorName = async (db: Kysely<Database>, id: number): Promise<string | undefined> =>
  (await db.selectFrom('supervisors').select('name').where('id', '=', id).executeTakeFirst())?.name;

export const recordLoginAttempt = async (
  db: Kysely<Database>,
  attempt: { username: string; ip: string; success: boolean; device?: string | undefined; at?: Date },
): Promise<void> => {
  const { at, ...row } = attempt;
  await db
    .insertInto('login_attempts')
    .values({ ...row, device: row.device ?? null, ...(at ? { at } : {}) })
    .execute();
};
