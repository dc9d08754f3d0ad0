import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/db/connect.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { generateDataset, type Scale } from '../../apps/server/src/generate/index.ts';
import { newSessionId } from '../../apps/server/src/auth/token.ts';
import { importFolder } from '../../apps/server/src/import/index.ts';

export type Engine = 'postgres' | 'pglite';

export type DatasetOptions = {
  scale: Scale;
  engine: Engine;
  today: string;
  databaseUrl: string;
  /** Where generated CSVs and the PGlite folder live between runs. */
  workDir: string;
  /**
   * Leave a PostgreSQL schema's migrations as they are: a set several branches read at once, whose migration lists
   * differ (each branch then adds what it times by hand).
   */
  keepMigrations?: boolean;
  log: (line: string) => void;
};

const schemaOf = (scale: Scale, today: string) => `bench_${scale}_${today.replaceAll('-', '')}`;

const isLoaded = async (handle: DatabaseHandle): Promise<boolean> => {
  const row = await handle.db
    .selectFrom('order_items')
    .select((eb) => eb.fn.countAll<number>().as('rows'))
    .executeTakeFirst()
    .catch(() => undefined);
  return Number(row?.rows ?? 0) > 0;
};

/**
 * Opens the benchmark database, generating and importing the dataset through the real import the first time.
 * PostgreSQL keeps one schema per scale and date (`bench_large_20250930`), PGlite one folder, so later runs only time.
 */
export const openDataset = async (options: DatasetOptions): Promise<DatabaseHandle> => {
  const { scale, engine, today, log } = options;
  let handle: DatabaseHandle;
  if (engine === 'postgres') {
    const schema = schemaOf(scale, today);
    const admin = new pg.Client({ connectionString: options.databaseUrl });
    await admin.connect();
    await admin.query(`create schema if not exists ${schema}`);
    await admin.end();
    handle = await openDatabase({
      databaseUrl: options.databaseUrl,
      dataDir: '',
      searchPath: schema,
      statementTimeoutMs: 600_000,
    });
    if (!options.keepMigrations) await migrateToLatest(handle.db, schema);
  } else {
    // The import's vacuum and a slow call before its fix outlast the server's 10 s on a loaded machine.
    handle = await openDatabase({
      dataDir: join(options.workDir, `pglite-${scale}-${today}`),
      statementTimeoutMs: 600_000,
    });
    await migrateToLatest(handle.db);
  }
  if (await isLoaded(handle)) {
    // A load whose vacuum was cut short leaves the planner without statistics.
    if (engine === 'pglite') await sql`analyze`.execute(handle.db);
    return handle;
  }

  const folder = join(options.workDir, `csv-${scale}-${today}`);
  // The generator opens every file at its start: only the marker written after it finished says the set is whole.
  if (!existsSync(join(folder, '.complete'))) {
    log(`gerando o conjunto ${scale} em ${folder}…`);
    const started = Date.now();
    await generateDataset({ scale, out: folder, today, seed: 1 });
    writeFileSync(join(folder, '.complete'), today);
    log(`  gerado em ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  log(`importando ${folder} (${engine})…`);
  const started = Date.now();
  const result = await importFolder(handle, folder);
  if (!result.ok) throw new Error(`importação falhou: ${result.problems.slice(0, 5).join('; ')}`);
  log(`  importado em ${((Date.now() - started) / 1000).toFixed(0)} s`);
  // Fresh tables have no statistics and no visibility map (PGlite has no autovacuum): without them the planner
  // scans whole tables and index-only scans still visit the heap.
  await sql`vacuum analyze`.execute(handle.db);
  return handle;
};

/** The command-line options every bench/api script takes to find its dataset (a `parseArgs` options spec). */
export const datasetArgs = {
  scale: { type: 'string', default: 'demo' },
  engine: { type: 'string', default: 'postgres' },
  today: { type: 'string', default: '2025-09-30' },
  'database-url': {
    type: 'string',
    default: process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test',
  },
  'work-dir': { type: 'string', default: '/tmp/portal-bench' },
  'keep-migrations': { type: 'boolean', default: false },
} as const;

/** Opens the dataset the parsed `datasetArgs` name. */
export const openDatasetOf = (
  args: { scale: string; engine: string; today: string; 'database-url': string; 'work-dir': string },
  log: (line: string) => void,
): Promise<DatabaseHandle> =>
  openDataset({
    scale: args.scale === 'large' ? 'large' : args.scale === 'tiny' ? 'tiny' : 'demo',
    engine: args.engine === 'pglite' ? 'pglite' : 'postgres',
    today: args.today,
    databaseUrl: args['database-url'],
    workDir: args['work-dir'],
    log,
  });

/**
 * A bench session's claims: the user's own, signed in now, in a new session, as
 * the sign-in would write them (apps/server/src/auth/token.ts).
 */
export const benchClaims = (user: {
  sub: string;
  username: string;
  rep: number;
  sup: number | null;
  ver: number;
}) => ({
  ...user,
  sat: Math.floor(Date.now() / 1000),
  sid: newSessionId(),
});

/** A rep's login with its own token (scope = that rep), signed by the app under test. */
export const repLogin = async (
  handle: DatabaseHandle,
  signToken: (claims: ReturnType<typeof benchClaims>) => string,
  username?: string,
): Promise<{ rep: number; authorization: string }> => {
  let query = handle.db
    .selectFrom('users')
    .select(['id', 'username', 'token_version', 'representative_id'])
    .where('representative_id', '>', 0);
  if (username) query = query.where('username', '=', username);
  const user = await query.orderBy('id').executeTakeFirstOrThrow();
  const token = signToken(
    benchClaims({
      sub: String(user.id),
      username: user.username,
      rep: user.representative_id,
      sup: null,
      ver: user.token_version,
    }),
  );
  return { rep: user.representative_id, authorization: `Bearer ${token}` };
};
