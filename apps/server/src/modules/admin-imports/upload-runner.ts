import type { ImportProgressAnswer, ImportRun } from '@portal/contracts';
import type { ImportProgress, ImportResult } from '../../import/import-folder.ts';

// One upload at a time per server (docs/decisions/122), and what the screen polls meanwhile, kept in memory: an
// embedded database is busy with the import's transaction, so the progress must not need it.

/** checking: the slot is held by a preview, which changes nothing (docs/decisions/219). */
export type UploadRun = { by: string; since: Date; checking: boolean };

export const makeUploadRunner = () => {
  let claim: UploadRun | undefined;
  let run: ImportRun | null = null;
  let current: ImportProgressAnswer['current'] = null;

  return {
    /** Who holds the upload slot, if anyone. */
    holder: (): UploadRun | undefined => claim,
    /** Takes the slot; false when held. Synchronous, so two requests never both get it. */
    claim: (by: string, checking = false): boolean => {
      if (claim) return false;
      claim = { by, since: new Date(), checking };
      return true;
    },
    release: (): void => {
      claim = undefined;
      current = null;
    },
    started: (id: number, source: string, by: string): void => {
      run = {
        id,
        startedAt: new Date().toISOString(),
        finishedAt: null,
        origin: 'upload',
        startedBy: by,
        source,
        status: 'running',
        durationMs: null,
        files: [],
        problems: [],
      };
    },
    progress: (event: ImportProgress): void => {
      current = { file: event.file, phase: event.phase ?? 'read', rows: event.rows };
      if (!run) return;
      const seen = run.files.find((file) => file.file === event.file);
      if (!seen) run.files.push({ file: event.file, rows: event.rows, changed: null });
      else if (event.phase !== 'write') seen.rows = event.rows;
    },
    finished: (result: ImportResult | Error, durationMs: number): void => {
      if (!run) return;
      const end = { finishedAt: new Date().toISOString(), durationMs: Math.round(durationMs) };
      if (result instanceof Error) run = { ...run, ...end, status: 'failed', problems: [result.message] };
      else if (!result.ok)
        run = {
          ...run,
          ...end,
          status: 'refused',
          problems: result.problems,
          ...(result.removals ? { removals: result.removals } : {}),
        };
      else
        run = {
          ...run,
          ...end,
          status: 'ok',
          files: Object.entries(result.counts).map(([file, rows]) => ({
            file,
            rows,
            changed: result.changed[file] ?? 0,
          })),
        };
    },
    answer: (): ImportProgressAnswer => ({
      running: claim !== undefined,
      ...(claim?.checking ? { checking: true } : {}),
      run: run
        ? {
            ...run,
            files: run.files.map((file) => ({ ...file })),
            ...(run.removals ? { removals: run.removals.map((removal) => ({ ...removal })) } : {}),
          }
        : null,
      current,
    }),
  };
};
export type UploadRunner = ReturnType<typeof makeUploadRunner>;
