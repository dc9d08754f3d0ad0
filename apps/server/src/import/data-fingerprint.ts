import type { FileSpec } from './file-specs.ts';
import type { FileChanges } from './import-outcome.ts';
import type { Session } from './session.ts';

// What an import preview's figures were computed on (docs/decisions/219): for each table the previewed files write or
// read back, the number of rows and the transaction ids that wrote them. Any committed insert, update or delete since
// changes one of the three: a new or updated row carries a newer xmin (max and sum move), a deleted one lowers the
// count. Nothing is kept in the tables for it, so every writer (import, screens, psql by hand) is seen.

/** table → `rows:sum of xmin:max xmin`. */
export type DataFingerprint = Record<string, string>;

/** What "Importar" checks against: the state the preview read and the figures it showed. */
export type Previewed = { fingerprint: DataFingerprint; files: Record<string, FileChanges> };

/**
 * Tables beyond a file's own whose contents change what it does: the passwords the file brought last time (decision
 * 214), the portal's orders an echo links or the ERP answers, the photos products.csv names.
 */
const alsoRead: Record<string, string[]> = {
  users: ['user_file_passwords'],
  orders: ['order_drafts'],
  portal_order_returns: ['order_drafts'],
  products: ['product_images'],
};

/** The tables a run of these files depends on, each with the files that depend on it. */
export const tablesOf = (specs: FileSpec[]): Map<string, string[]> => {
  const tables = new Map<string, string[]>();
  for (const spec of specs)
    for (const table of [spec.table, ...(alsoRead[spec.table] ?? [])])
      tables.set(table, [...(tables.get(table) ?? []), spec.file]);
  return new Map([...tables].sort(([a], [b]) => a.localeCompare(b)));
};

/** Reads the fingerprint of the tables, in the caller's transaction. */
export const dataFingerprint = async (
  session: Session,
  tables: Iterable<string>,
): Promise<DataFingerprint> => {
  const fingerprint: DataFingerprint = {};
  for (const table of tables) {
    const { rows } = await session.query<{ print: string }>(
      `select count(*)::text || ':' || coalesce(sum(xmin::text::bigint), 0)::text || ':' ||
              coalesce(max(xmin::text::bigint), 0)::text as print
         from ${table}`,
    );
    fingerprint[table] = rows[0]?.print ?? '';
  }
  return fingerprint;
};

/**
 * Locks the tables against other writers until the import commits, so nothing changes between the check and the
 * writes; readers go on. In a fixed order, so two imports never wait on each other crosswise.
 */
export const holdTables = async (session: Session, tables: Iterable<string>): Promise<void> => {
  const names = [...tables];
  if (names.length > 0) await session.query(`lock table ${names.join(', ')} in share row exclusive mode`);
};

/** The files whose tables changed between the two fingerprints. */
export const filesChanged = (
  before: DataFingerprint,
  now: DataFingerprint,
  tables: Map<string, string[]>,
): string[] => {
  const files = new Set<string>();
  for (const [table, dependents] of tables)
    if (before[table] !== now[table]) for (const file of dependents) files.add(file);
  return [...files].sort();
};

/** Rows a file's write touched, as the preview counted them (dry-run.ts): what the real write must touch too. */
export const touchedIn = (changes: FileChanges): number => changes.added + changes.changed + changes.removed;

export const dataChangedProblem = (files: string[]): string =>
  `Os dados mudaram depois da conferência (${files.join(', ')}): nada foi importado; confira o arquivo de novo antes de importar`;
