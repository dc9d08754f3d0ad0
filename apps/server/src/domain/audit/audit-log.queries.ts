import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { jsonValue } from '../../db/sql-kit/json-value.ts';

export type AuditEntry = {
  userId: number | null;
  username: string;
  /** What happened: 'create' | 'update'. */
  action: string;
  /** The table the change touched: 'customer', 'city_route'. */
  entity: string;
  /** The changed row's key: a CNPJ, 'rep:city'. */
  entityKey: string;
  /** JSON-serialisable snapshots; null when the row did not exist (create). */
  oldValue: unknown;
  newValue: unknown;
};

/** Who the audit names for what the import does by itself: no user started it, or none is to be blamed. */
export const IMPORT_ACTOR = { userId: null, username: 'importação' } as const;

/**
 * Writes one audit row. Call it with the SAME transaction as the change, so a change never lands without its
 * record (and a rolled-back change leaves none). `at` is the database clock: audit times are real time, never
 * PORTAL_TODAY (docs/domain.md, "Words").
 */
export const recordAudit = async (
  trx: Transaction<Database> | Kysely<Database>,
  entry: AuditEntry,
): Promise<void> => {
  await trx
    .insertInto('audit_log')
    .values({
      user_id: entry.userId,
      username: entry.username,
      action: entry.action,
      entity: entry.entity,
      entity_key: entry.entityKey,
      old_value:
        entry.oldValue === null || entry.oldValue === undefined ? null : JSON.stringify(entry.oldValue),
      new_value:
        entry.newValue === null || entry.newValue === undefined ? null : JSON.stringify(entry.newValue),
    })
    .execute();
};

/** One recorded entry with the database time it was written. */
export type AuditRow = AuditEntry & { at: Date };

/** The trail of one row, oldest first (for tests and a future audit screen). */
export const auditTrailOf = async (
  db: Kysely<Database>,
  entity: string,
  entityKey: string,
): Promise<AuditRow[]> => {
  const rows = await db
    .selectFrom('audit_log')
    .select(['at', 'user_id', 'username', 'action', 'entity', 'entity_key', 'old_value', 'new_value'])
    .where('entity', '=', entity)
    .where('entity_key', '=', entityKey)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    at: row.at,
    userId: row.user_id,
    username: row.username,
    action: row.action,
    entity: row.entity,
    entityKey: row.entity_key,
    oldValue: jsonValue(row.old_value),
    newValue: jsonValue(row.new_value),
  }));
};
