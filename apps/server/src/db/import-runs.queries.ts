import type { Kysely } from 'kysely';
import type { Database } from './database.ts';

/** The last import that committed, by any process on this database (a refused import writes nothing). */
export const lastImportRun = async (
  db: Kysely<Database>,
): Promise<{ finishedAt: Date; rows: number } | undefined> => {
  const row = await db
    .selectFrom('import_runs')
    .select(['finished_at', 'rows'])
    .where('finished_at', 'is not', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.finished_at ? { finishedAt: new Date(row.finished_at), rows: Number(row.rows) } : undefined;
};
