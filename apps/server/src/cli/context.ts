import { ConfigError, readEnv, type Env } from '../config/env.ts';
import {
  DatabaseUnavailableError,
  DataFolderInUseError,
  openDatabase,
  type DatabaseHandle,
} from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { resolve } from 'node:path';
import { tightenFolder } from '../data-folder/private-files.ts';

/** A failure the CLI reports as one Portuguese line and a non-zero exit, without a stack trace. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

export const cliEnv = (): Env => readEnv();

export type OpenFor = {
  migrate?: boolean;
  /** Who this process is, as another process opening the same embedded folder is told ("uma importação"). */
  holder: string;
};

/**
 * Opens the configured database (PostgreSQL when DATABASE_URL is set, else the embedded one), migrated. The embedded
 * folder is held by this process until `close`; one held elsewhere throws DataFolderInUseError.
 */
export const openConfiguredDatabase = async (
  env: Env,
  { migrate = true, holder }: OpenFor,
): Promise<DatabaseHandle> => {
  if (!env.DATABASE_URL) {
    // A folder made by an older version, or by hand, may be readable by every local user.
    const dataDir = resolve(env.PORTAL_DATA_DIR);
    const tightened = tightenFolder(dataDir);
    if (tightened > 0)
      process.stderr.write(
        `Pasta de dados ${dataDir}: ${tightened} pastas e arquivos estavam abertos a outros usuários; ` +
          'agora só o dono do processo os lê (0700/0600).\n',
      );
  }
  const handle = await openDatabase({
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    ...(env.DATABASE_READ_URL ? { readUrl: env.DATABASE_READ_URL } : {}),
    dataDir: env.PORTAL_DATA_DIR,
    statementTimeoutMs: env.STATEMENT_TIMEOUT_MS,
    holder,
  });
  if (migrate) {
    try {
      // The embedded engine's statement timeout is for requests (docs/decisions/140); nothing else runs yet.
      if (handle.embedded) await handle.embedded.withoutTimeout(() => migrateToLatest(handle.db));
      else await migrateToLatest(handle.db);
    } catch (error) {
      await handle.close();
      throw error;
    }
  }
  return handle;
};

export const withDatabase = async <T>(
  holder: string,
  work: (handle: DatabaseHandle, env: Env) => Promise<T>,
): Promise<T> => {
  const env = cliEnv();
  const handle = await openConfiguredDatabase(env, { holder });
  try {
    return await work(handle, env);
  } finally {
    await handle.close();
  }
};

/** Turns known failures into a message and exit code; anything else is a bug and keeps its stack. */
export const reportCliFailure = (error: unknown): number => {
  if (
    error instanceof CliError ||
    error instanceof ConfigError ||
    error instanceof DatabaseUnavailableError
  ) {
    process.stderr.write(`Erro: ${error.message}\n`);
    if (error instanceof DataFolderInUseError)
      process.stderr.write(
        'Pare o outro processo e rode o comando de novo (só "portal import" é entregue a um servidor no ar).\n',
      );
    return error instanceof CliError ? error.exitCode : 2;
  }
  process.stderr.write(
    `Erro inesperado: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  return 1;
};
