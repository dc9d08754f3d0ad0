import type { Kysely } from 'kysely';
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

export const findUserByUsername = async (
  db: Kysely<Database>,
  username: string,
): Promise<AuthUser | undefined> =>
  db
    .selectFrom('users')
    .select([
      'id',
      'username',
      'representative_id as representativeId',
      'supervisor_id as supervisorId',
      'active',
      'token_version as tokenVersion',
      'password_hash as passwordHash',
    ])
    .where('username', '=', username.toUpperCase())
    .executeTakeFirst();

export const findUserById = async (db: Kysely<Database>, id: number): Promise<AuthUser | undefined> =>
  db
    .selectFrom('users')
    .select([
      'id',
      'username',
      'representative_id as representativeId',
      'supervisor_id as supervisorId',
      'active',
      'token_version as tokenVersion',
      'password_hash as passwordHash',
    ])
    .where('id', '=', id)
    .executeTakeFirst();

/** Reps of one supervisor's team: the scope of a rep-0 user limited to that team. */
export const teamOf = async (db: Kysely<Database>, supervisorId: number): Promise<number[]> => {
  const rows = await db
    .selectFrom('representatives')
    .select('id')
    .where('supervisor_id', '=', supervisorId)
    .execute();
  return rows.map((row) => row.id).sort((a, b) => a - b);
};

export const representativeName = async (db: Kysely<Database>, id: number): Promise<string | undefined> =>
  (await db.selectFrom('representatives').select('name').where('id', '=', id).executeTakeFirst())?.name;

export const supervisorName = async (db: Kysely<Database>, id: number): Promise<string | undefined> =>
  (await db.selectFrom('supervisors').select('name').where('id', '=', id).executeTakeFirst())?.name;

export const recordLoginAttempt = async (
  db: Kysely<Database>,
  attempt: { username: string; ip: string; success: boolean },
): Promise<void> => {
  await db.insertInto('login_attempts').values(attempt).execute();
};
