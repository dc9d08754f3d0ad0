import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { claimDataFolder, type FolderClaim } from '../data-folder/folder-claim.ts';
import { DatabaseUnavailableError } from './database-errors.ts';
import type { Database } from './database.ts';
import { EmbeddedDialect } from './embedded-dialect.ts';
import { EmbeddedEngine } from './embedded-engine.ts';
import { kyselyPool } from './kysely-pool.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** An open database: `db` for writes and transactions, `readDb` for report reads (a replica when configured). */
export type DatabaseHandle = {
  kind: DatabaseKind;
  db: Kysely<Database>;
  readDb: Kysely<Database>;
  /** The embedded database's engine (its own thread), for its bulk-load path (COPY FROM '/dev/blob') and backups. */
  embedded?: EmbeddedEngine;
  /** The PostgreSQL pool, for COPY streams. */
  pool?: pg.Pool;
  /** Where the data lives, for logs (never includes a password). */
  location: string;
  /** The PostgreSQL schema in use when not the default (tests). */
  schema?: string;
  /** The embedded folder's lock and control channel (docs/decisions/015), held until `close`. */
  folder?: FolderClaim;
  close: () => Promise<void>;
};

export type OpenOptions = {
  databaseUrl?: string;
  readUrl?: string;
  dataDir: string;
  statementTimeoutMs?: number;
  /** PostgreSQL schema to use (tests run each in their own). */
  searchPath?: string;
  /** Who opens an embedded folder, as another process trying to open it is told ("o servidor", "uma importação"). */
  holder?: string;
  /** Where the embedded engine says it ended a statement and reopened the folder. */
  log?: (line: string) => void;
  /** The tarball an in-memory embedded database starts from (db/embedded-engine.ts). */
  startFrom?: Uint8Array;
};

export { DatabaseUnavailableError, DataFolderInUseError } from './database-errors.ts';

// Both drivers hand back the same JS types, so answers do not depend on the database:
// date → 'YYYY-MM-DD', numeric → decimal string, int8 (counts) → number.
const DATE_OID = 1082;
const INT8_OID = 20;
const NUMERIC_OID = 1700;
pg.types.setTypeParser(DATE_OID, (value: string) => value);
pg.types.setTypeParser(INT8_OID, (value: string) => Number(value));
pg.types.setTypeParser(NUMERIC_OID, (value: string) => value);

// The embedded engine registers the same parsers in its own thread (db/embedded-worker.mjs).

const redact = (url: string): string => {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://(inválida)';
  }
};

const makePool = (url: string, options: OpenOptions): pg.Pool => {
  // JIT off: a report's plan cost crosses jit_above_cost on large sets, and compiling costs more than it saves on
  // the few thousand rows a report reads (docs/decisions/030).
  // No parallel workers for report queries: each one starts worker processes that compete with the other requests
  // for the same cores (bench/load measures it; docs/decisions/035). The import turns them back on (import/session.ts).
  const settings = [
    `-c statement_timeout=${options.statementTimeoutMs ?? 10_000}`,
    '-c jit=off',
    '-c max_parallel_workers_per_gather=0',
  ];
  if (options.searchPath) settings.push(`-c search_path=${options.searchPath}`);
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    options: settings.join(' '),
  });
  // A client losing its server (PostgreSQL restarted) must not crash the process: the query in flight fails with
  // its own error (→ 503) and the pool drops the broken client.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
};

const checkReachable = async (pool: pg.Pool, url: string): Promise<void> => {
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseUnavailableError(
      `Não foi possível conectar ao PostgreSQL em ${redact(url)}: ${reason}`,
    );
  }
};

export const openDatabase = async (options: OpenOptions): Promise<DatabaseHandle> => {
  if (options.databaseUrl) {
    const pool = makePool(options.databaseUrl, options);
    await checkReachable(pool, options.databaseUrl);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: kyselyPool(pool) }) });
    let readDb = db;
    let readPool: pg.Pool | undefined;
    if (options.readUrl) {
      readPool = makePool(options.readUrl, options);
      await checkReachable(readPool, options.readUrl);
      readDb = new Kysely<Database>({ dialect: new PostgresDialect({ pool: kyselyPool(readPool) }) });
    }
    return {
      kind: 'postgres',
      db,
      readDb,
      pool,
      location: redact(options.databaseUrl),
      ...(options.searchPath ? { schema: options.searchPath } : {}),
      close: async () => {
        await db.destroy();
        if (readPool) await readDb.destroy();
      },
    };
  }

  const inMemory = options.dataDir.startsWith('memory://');
  const dataDir = inMemory ? options.dataDir : resolve(options.dataDir);
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  // Two processes on one PGlite folder corrupt it and hang: the folder is claimed before it is opened.
  const folder = inMemory
    ? undefined
    : await claimDataFolder(dataDir, options.holder ?? 'outro processo do portal');
  let embedded: EmbeddedEngine;
  try {
    embedded = await EmbeddedEngine.open({
      ...(inMemory
        ? options.startFrom
          ? { startFrom: options.startFrom }
          : {}
        : { dataDir: `${dataDir}/pgdata` }),
      statementTimeoutMs: options.statementTimeoutMs ?? 10_000,
      log: options.log ?? ((line) => process.stderr.write(`${line}\n`)),
    });
  } catch (error) {
    await folder?.release();
    throw error;
  }
  const db = new Kysely<Database>({ dialect: new EmbeddedDialect(embedded) });
  return {
    kind: 'pglite',
    db,
    readDb: db,
    embedded,
    location: inMemory ? 'memória' : `${dataDir}/pgdata`,
    ...(folder ? { folder } : {}),
    close: async () => {
      try {
        // Kysely closes its driver only when it ran a query; a backup may have run none.
        await db.destroy();
        await embedded.close();
      } finally {
        await folder?.release();
      }
    },
  };
};
