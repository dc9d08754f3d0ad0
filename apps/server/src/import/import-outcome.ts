// What an import reports, apart from the import itself: the control channel carries these between processes, and it
// sits below the database connection, so it must not reach the import's code (which stands on that connection).

export type ImportProgress = { file: string; rows: number; phase?: 'read' | 'write' };

export type ImportResult =
  | { ok: true; counts: Record<string, number>; changed: Record<string, number> }
  | { ok: false; problems: string[] };
