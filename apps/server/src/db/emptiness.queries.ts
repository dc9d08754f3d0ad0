import type { Kysely } from 'kysely';
import type { Database } from './database.ts';

/** True before the first import: no users and no customers. */
export const isDatabaseEmpty = async (db: Kysely<Database>): Promise<boolean> => {
  const user = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  const customer = await db.selectFrom('customers').select('register').limit(1).executeTakeFirst();
  return !user && !customer;
};
