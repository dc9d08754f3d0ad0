import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle, type DatabaseKind } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';

/** Every database test runs on both engines: the embedded default and real PostgreSQL. */
export const databaseKinds: DatabaseKind[] = ['pglite', 'postgres'];

export const testDatabaseUrl = (): string =>
  process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

export type TestDatabaseOptions = {
  /**
   * An embedded database in this folder rather than in memory: only a folder-backed engine has a statement timeout,
   * since ending a statement ends the engine's thread and an in-memory database would not survive it.
   */
  folder?: string;
  statementTimeoutMs?: number;
};

/**
 * A fresh, migrated database. On PostgreSQL each one lives in its own schema (dropped by `close`), so parallel
 * workers and concurrent runs never see each other's rows.
 */
export const openTestDatabase = async (
  kind: DatabaseKind,
  { folder, statementTimeoutMs }: TestDatabaseOptions = {},
): Promise<DatabaseHandle> => {
  const timeout = statementTimeoutMs === undefined ? {} : { statementTimeoutMs };
  if (kind === 'pglite') {
    const handle = await openDatabase({ dataDir: folder ?? 'memory://', ...timeout });
    await migrateToLatest(handle.db);
    return handle;
  }
  const schema = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl() });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handle = await openDatabase({
    databaseUrl: testDatabaseUrl(),
    dataDir: '',
    searchPath: schema,
    ...timeout,
  });
  await migrateToLatest(handle.db, schema);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: testDatabaseUrl() });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
    },
  };
};
