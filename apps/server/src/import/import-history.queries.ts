import { sql, type Kysely } from 'kysely';
import type { ImportRun, ImportRunFile } from '@portal/contracts';
import type { Database } from '../db/database.ts';
import { jsonList } from '../db/sql-kit/json-value.ts';

// The import history (docs/decisions/121): written on the handle's own connection, outside the import's transaction,
// so a refused run is still there after its rollback.

export type ImportRunLabel = {
  origin: 'cli' | 'upload' | 'hand-over';
  /** The uploading user's username, or the command and the system user. */
  startedBy: string;
  userId?: number | null;
  /** What the screen shows as the source; the folder when absent. */
  source?: string;
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
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
};

export const finishImportRun = async (db: Kysely<Database>, id: number, end: ImportRunEnd): Promise<void> => {
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
