import type { Kysely } from 'kysely';
import type { Database } from './database.ts';

/** The current data version (see migration 20261123160000_data_version), as text: int8 may exceed 2^53 one day. */
export const currentDataVersion = async (db: Kysely<Database>): Promise<string> => {
  const row = await db
    .selectFrom('data_version')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return String(row.version);
};
