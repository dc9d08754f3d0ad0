import { Migrator, type Kysely, type MigrationResultSet } from 'kysely';
import type { Database } from './database.ts';
import { migrations } from './migrations/index.ts';

export const migrationNames = (): string[] => Object.keys(migrations).sort();

/**
 * Applies every pending migration; throws with the failing migration's name and reason. `schema` keeps
 * Kysely's bookkeeping tables in the same schema as the data (tests run one schema each).
 */
export const migrateToLatest = async (db: Kysely<Database>, schema?: string): Promise<MigrationResultSet> => {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((entry) => entry.status === 'Error');
    const reason = result.error instanceof Error ? result.error.message : String(result.error);
    throw new Error(`Falha na migração ${failed?.migrationName ?? ''}: ${reason}`);
  }
  return result;
};
