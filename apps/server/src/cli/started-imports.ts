import { userInfo } from 'node:os';
import type { DatabaseHandle } from '../db/connect.ts';
import { importFolder, type ImportOptions, type ImportResult } from '../import/import-folder.ts';

// The imports this process starts by itself, each recorded in Importações' history with its origin and audited as the
// import's own (docs/decisions/121, 215), like an upload.

type Options = Omit<ImportOptions, 'history'>;

/** The system user running this process: a cron job's user, or a person at a shell. */
export const systemUser = (): string => {
  try {
    return userInfo().username;
  } catch {
    return process.env.USER ?? 'usuário desconhecido';
  }
};

/** What the history names as who started `portal import`: the command and the system user that ran it. */
export const commandLineStarter = (): string => `portal import (${systemUser()})`;

/** `portal import` on a database this process opened. */
export const importFromCommandLine = (
  handle: DatabaseHandle,
  folder: string,
  options: Options = {},
): Promise<ImportResult> =>
  importFolder(handle, folder, { ...options, history: { origin: 'cli', startedBy: commandLineStarter() } });

/** The folder a starting server loads into its empty database (the demonstration's data). */
export const importAtStart = (
  handle: DatabaseHandle,
  folder: string,
  options: Options = {},
): Promise<ImportResult> =>
  importFolder(handle, folder, {
    ...options,
    history: { origin: 'startup', startedBy: `portal serve (${systemUser()})` },
  });
