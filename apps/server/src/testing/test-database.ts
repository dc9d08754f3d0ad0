import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle, type DatabaseKind } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';

/** Every database test runs on both engines: the embedded default and real PostgreSQL. */
export const databaseKinds: DatabaseKind[] = ['pglite', 'postgres'];

export const testDatabaseUrl = (): string =>
  process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

/**
 * A fresh, migrated database. On PostgreSQL each one lives in its own schema (dropped by `close`), so parallel
 * workers and concurrent runs never see each other's rows.
 */
export const openTestDatabase = async (kind: DatabaseKind): Promise<DatabaseHandle> => {
  if (kind === 'pglite') {
    const handle = await openDatabase({ dataDir: 'memory://' });
    await migrateToLatest(handle.db);
    return handle;
  }
  const schema = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl() });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handle = await openDatabase({ databaseUrl: testDatabaseUrl(), dataDir: '', searchPath: schema });
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
