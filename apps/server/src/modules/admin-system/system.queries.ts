import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** The database's size on disk as PostgreSQL counts it (both engines). */
export const databaseBytes = async (db: Kysely<Database>): Promise<number> => {
  const { rows } = await sql<{ bytes: number }>`select pg_database_size(current_database()) as bytes`.execute(
    db,
  );
  return Number(rows[0]?.bytes ?? 0);
};
