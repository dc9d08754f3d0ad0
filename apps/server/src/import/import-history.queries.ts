import { hostname } from 'node:os';
import { sql, type Kysely } from 'kysely';
import type { ImportOrigin, ImportRun, ImportRunFile } from '@portal/contracts';
import type { Database } from '../db/database.ts';
import { jsonList } from '../db/sql-kit/json-value.ts';
import { IMPORT_ACTOR, recordAudit } from '../domain/audit/audit-log.queries.ts';

// The import history (docs/decisions/121): written on the handle's own connection, outside the import's transaction,
// so a refused run is still there after its rollback.

export type ImportRunLabel = {
  origin: ImportOrigin;
  /** The uploading user's username, or the command and the system user. */
  startedBy: string;
  userId?: number | null;
  /** What the screen shows as the source; the folder when absent. */
  source?: string;
  /** The run was told to let the removal guard through (docs/decisions/218): audited with it (importFolder sets it). */
  allowRemovals?: boolean;
  /** The preview the run applies (docs/decisions/219): audited with it. */
  previewId?: string;
};

export type ImportRunEnd = {
  status: 'ok' | 'refused' | 'failed';
  durationMs: number;
  files: ImportRunFile[];
  problems: string[];
};

export const startImportRun = async (
  db: Kysely<Database>,
  label: ImportRunLabel & { source: string },
): Promise<number> => {
  const row = await db
    .insertInto('import_history')
    .values({
      origin: label.origin,
      started_by: label.startedBy,
      user_id: label.userId ?? null,
      source: label.source,
      status: 'running',
      host: hostname(),
      pid: process.pid,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
};

/**
 * Writes the run's end and audits it, together (docs/decisions/215): an upload as its administrator's, any other run
 * (the command line, a hand-over, a server's start) as the import's own.
 */
export const finishImportRun = async (
  db: Kysely<Database>,
  id: number,
  label: ImportRunLabel & { source: string },
  end: ImportRunEnd,
): Promise<void> =>
  db.transaction().execute(async (trx) => {
    await endRun(trx, id, end);
    await recordAudit(trx, {
      ...(label.origin === 'upload'
        ? { userId: label.userId ?? null, username: label.startedBy }
        : IMPORT_ACTOR),
      action: label.origin === 'upload' ? 'upload' : 'import',
      entity: 'import',
      entityKey: String(id),
      oldValue: null,
      newValue: {
        origin: label.origin,
        startedBy: label.startedBy,
        source: label.source,
        status: end.status,
        files: end.files.map((file) => file.file),
        ...(label.allowRemovals ? { allowRemovals: true } : {}),
        ...(label.previewId ? { preview: label.previewId } : {}),
      },
    });
  });

const endRun = async (db: Kysely<Database>, id: number, end: ImportRunEnd): Promise<void> => {
  await db
    .updateTable('import_history')
    .set({
      finished_at: sql<Date>`now()`,
      status: end.status,
      duration_ms: Math.round(end.durationMs),
      files: JSON.stringify(end.files),
      problems: JSON.stringify(end.problems),
    })
    .where('id', '=', id)
    .execute();
};

export const INTERRUPTED_PROBLEM =
  'A importação foi interrompida (o processo parou antes do fim): nada foi alterado; importe de novo';

/**
 * Whether what process `pid` of this machine started at `since` may still be running: not when the process is gone
 * (signal 0 only asks; EPERM means it runs as another user), nor when the pid is this process's own and the thing
 * predates it (a restarted container gives its server the same pid).
 */
export const stillRunning = (pid: number, since: Date): boolean => {
  if (pid === process.pid) return since.getTime() >= Date.now() - process.uptime() * 1000;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Marks as interrupted the runs left 'running' by a process that is gone (docs/decisions/192): the import is one
 * transaction, so its database rolled it back and nothing changed. On the embedded engine one process holds the data
 * folder, so every run still 'running' when it starts is dead; on PostgreSQL another instance may be importing, so
 * only the runs of this machine whose process is gone are. Returns their ids.
 */
export const markInterruptedRuns = async (db: Kysely<Database>, embedded: boolean): Promise<number[]> => {
  const running = await db
    .selectFrom('import_history')
    .select(['id', 'host', 'pid', 'started_at'])
    .where('status', '=', 'running')
    .execute();
  const here = hostname();
  const dead = running
    .filter(
      (run) =>
        embedded ||
        (run.host === here && run.pid !== null && !stillRunning(run.pid, new Date(run.started_at))),
    )
    .map((run) => Number(run.id));
  if (dead.length === 0) return [];
  await db
    .updateTable('import_history')
    .set({
      status: 'interrupted',
      finished_at: sql<Date>`now()`,
      problems: JSON.stringify([INTERRUPTED_PROBLEM]),
    })
    .where('id', 'in', dead)
    .where('status', '=', 'running')
    .execute();
  return dead;
};

const columns = [
  'id',
  'started_at',
  'finished_at',
  'origin',
  'started_by',
  'source',
  'status',
  'duration_ms',
  'files',
  'problems',
] as const;

type Row = {
  id: number;
  started_at: Date;
  finished_at: Date | null;
  origin: ImportRun['origin'];
  started_by: string;
  source: string;
  status: ImportRun['status'];
  duration_ms: number | null;
  files: unknown;
  problems: unknown;
};

const toRun = (row: Row): ImportRun => ({
  id: Number(row.id),
  startedAt: new Date(row.started_at).toISOString(),
  finishedAt: row.finished_at === null ? null : new Date(row.finished_at).toISOString(),
  origin: row.origin,
  startedBy: row.started_by,
  source: row.source,
  status: row.status,
  durationMs: row.duration_ms === null ? null : Number(row.duration_ms),
  files: jsonList(row.files as ImportRunFile[] | string),
  problems: jsonList(row.problems as string[] | string),
});

/** The newest runs first. */
export const importHistory = async (db: Kysely<Database>, limit: number): Promise<ImportRun[]> =>
  (await db.selectFrom('import_history').select(columns).orderBy('id', 'desc').limit(limit).execute()).map(
    toRun,
  );

export const importRunById = async (db: Kysely<Database>, id: number): Promise<ImportRun | undefined> => {
  const row = await db.selectFrom('import_history').select(columns).where('id', '=', id).executeTakeFirst();
  return row ? toRun(row) : undefined;
};

/** The newest run that ended (committed or not), for Sistema. */
export const lastEndedImportRun = async (db: Kysely<Database>): Promise<ImportRun | undefined> => {
  const row = await db
    .selectFrom('import_history')
    .select(columns)
    .where('status', '<>', 'running')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? toRun(row) : undefined;
};
