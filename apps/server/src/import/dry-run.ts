import type { FileChanges } from './import-outcome.ts';
import type { Session } from './session.ts';

// A dry run (docs/decisions/218) writes as the import does and rolls back; what each file did is read from its table
// around the write.

export const rowCount = async (session: Session, table: string): Promise<number> => {
  const { rows } = await session.query<{ n: string }>(`select count(*) as n from ${table}`);
  return Number(rows[0]?.n ?? 0);
};

/**
 * What one written file did, from its table's size before and after, the rows the write touched and the rows the file
 * deleted (counted before it was written). A replaced representative's commission entries are all deleted and
 * inserted again (upsert.ts), so there the touched rows split into removed and added.
 */
export const fileChanges = (table: string, touched: number, growth: number, removed: number): FileChanges => {
  if (table === 'commission_entries')
    return { added: (touched + growth) / 2, changed: 0, removed: (touched - growth) / 2 };
  const added = growth + removed;
  return { added, changed: touched - added - removed, removed };
};
