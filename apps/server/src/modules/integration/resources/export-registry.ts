import type { RunningExport } from '@portal/contracts';

// The exports running in this process, for Sistema (docs/decisions/172). One registry per app: with several
// instances behind a balancer each lists only its own, and the limit of exports at once is per instance too.

export type ExportProgress = {
  /** The rows it will send, counted before the first byte. */
  counted: (rows: number) => void;
  /** A batch was handed to the file's writer. */
  wrote: (rows: number) => void;
  /** The export ended, failed or its client hung up; safe to call more than once. */
  end: () => void;
};

export type ExportRegistry = {
  start: (entry: Omit<RunningExport, 'rowsWritten'>) => ExportProgress;
  running: () => number;
  /** Copies, oldest first. */
  list: () => RunningExport[];
};

export const exportRegistry = (): ExportRegistry => {
  const entries = new Set<RunningExport>();
  return {
    start: (entry) => {
      const running: RunningExport = { ...entry, rowsWritten: 0 };
      entries.add(running);
      return {
        counted: (rows) => {
          running.rowsTotal = rows;
        },
        wrote: (rows) => {
          running.rowsWritten += rows;
        },
        end: () => {
          entries.delete(running);
        },
      };
    },
    running: () => entries.size,
    list: () => [...entries].map((entry) => ({ ...entry })),
  };
};

/** The batches as they are, counted into `progress` once the writer asks for the next; ends it however they stop. */
export async function* withProgress<T>(
  batches: AsyncIterable<T[]>,
  progress: ExportProgress,
): AsyncGenerator<T[]> {
  try {
    for await (const batch of batches) {
      yield batch;
      progress.wrote(batch.length);
    }
  } finally {
    progress.end();
  }
}
