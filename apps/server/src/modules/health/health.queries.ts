import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** Resolves when the database answers a trivial query; throws when it cannot. */
export const databaseAnswers = async (db: Kysely<Database>): Promise<void> => {
  await sql`select 1`.execute(db);
};
