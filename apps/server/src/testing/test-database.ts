import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
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

const migrationsFolder = new URL('../db/migrations/', import.meta.url);

/** Names the migrated template by what it is made of: the migrations' sources and the engine's version. */
export const templateKey = async (): Promise<string> => {
  const hash = createHash('sha256');
  // The package exports no package.json: read it beside the entry point.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(await readFile(join(dirname(entry), '..', 'package.json')));
  for (const name of (await readdir(migrationsFolder)).sort())
    hash.update(name).update(await readFile(new URL(name, migrationsFolder)));
  return hash.digest('hex').slice(0, 16);
};

/**
 * A migrated, empty embedded database as a tarball, made once and kept in the system's temporary folder for every
 * test process: a new cluster costs seconds of CPU to create, loading one a fraction of that.
 */
const makeTemplate = async (): Promise<Uint8Array> => {
  const file = join(tmpdir(), 'portal-test-templates', `${await templateKey()}.tar.gz`);
  try {
    return new Uint8Array(await readFile(file));
  } catch {
    const handle = await openDatabase({ dataDir: 'memory://' });
    try {
      await migrateToLatest(handle.db);
      const tarball = await handle.embedded!.dump();
      await mkdir(join(tmpdir(), 'portal-test-templates'), { recursive: true });
      // Written aside and renamed: a process reading it meanwhile sees the whole file or none.
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      await writeFile(partial, tarball);
      await rename(partial, file);
      return tarball;
    } finally {
      await handle.close();
    }
  }
};
let template: Promise<Uint8Array> | undefined;

/** One lock for every test run on the server: a schema is migrated or dropped by one session at a time (ends with it). */
const SCHEMAS_LOCK = `select pg_advisory_lock(hashtext('portal-test-schemas'))`;

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
    const startFrom = folder === undefined ? await (template ??= makeTemplate()) : undefined;
    const handle = await openDatabase({
      dataDir: folder ?? 'memory://',
      ...(startFrom ? { startFrom } : {}),
      ...timeout,
    });
    // A no-op on the template, unless a migration came after it.
    await migrateToLatest(handle.db);
    return handle;
  }
  const schema = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  // Held while this schema is migrated: the migrator looks through every schema's tables, and one dropped
  // meanwhile by another test ending makes that look fail ("relation t_….x does not exist").
  const admin = new pg.Client({ connectionString: testDatabaseUrl() });
  await admin.connect();
  try {
    await admin.query(SCHEMAS_LOCK);
    await admin.query(`create schema ${schema}`);
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
        try {
          await cleanup.query(SCHEMAS_LOCK);
          await cleanup.query(`drop schema ${schema} cascade`);
        } finally {
          await cleanup.end();
        }
      },
    };
  } finally {
    await admin.end();
  }
};
