// What an import reports, apart from the import itself: the control channel carries these between processes, and it
// sits below the database connection, so it must not reach the import's code (which stands on that connection).

export type ImportProgress = { file: string; rows: number; phase?: 'read' | 'write' };

/** A complete-list file that would delete more of what it covers than the import lets through unasked. */
export type Removal = { file: string; covered: number; removed: number };

/** What a file would do, in a dry run: rows inserted, updated and deleted. */
export type FileChanges = { added: number; changed: number; removed: number };

/**
 * counts: data rows read per file; changed: rows inserted, updated or deleted per file; notices: what the summary must
 * say beyond the counts (orders linked to the portal's, portal ids the portal does not know), only when there are any;
 * removals: the files the removal guard stopped; preview: in a dry run, what each file would do (nothing was kept);
 * fingerprint: in a dry run, the state of the data it read (import/data-fingerprint.ts).
 */
export type ImportResult =
  | {
      ok: true;
      counts: Record<string, number>;
      changed: Record<string, number>;
      notices?: string[];
      preview?: Record<string, FileChanges>;
      fingerprint?: Record<string, string>;
    }
  | {
      ok: false;
      problems: string[];
      removals?: Removal[];
      preview?: Record<string, FileChanges>;
      fingerprint?: Record<string, string>;
    };
