// What an import reports, apart from the import itself: the control channel carries these between processes, and it
// sits below the database connection, so it must not reach the import's code (which stands on that connection).

export type ImportProgress = { file: string; rows: number; phase?: 'read' | 'write' };

/**
 * counts: data rows read per file; changed: rows inserted, updated or deleted per file; notices: what the summary must
 * say beyond the counts (orders linked to the portal's, portal ids the portal does not know), only when there are any.
 */
export type ImportResult =
  | { ok: true; counts: Record<string, number>; changed: Record<string, number>; notices?: string[] }
  | { ok: false; problems: string[] };
