import { ConfigError, readEnv, type Env } from '../config/env.ts';
import {
  DatabaseUnavailableError,
  DataFolderInUseError,
  openDatabase,
  type DatabaseHandle,
} from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';

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
  const handle = await openDatabase({
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    ...(env.DATABASE_READ_URL ? { readUrl: env.DATABASE_READ_URL } : {}),
    dataDir: env.PORTAL_DATA_DIR,
    statementTimeoutMs: env.STATEMENT_TIMEOUT_MS,
    holder,
  });
  if (migrate) {
    try {
      await migrateToLatest(handle.db);
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
