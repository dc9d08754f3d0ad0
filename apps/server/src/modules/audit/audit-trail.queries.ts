import type { Kysely } from 'kysely';
import type { AuditQuery } from '@portal/contracts';
import type { Database } from '../../db/database.ts';

/** The newest writes first, narrowed by entity, key or user: what an administrator asks "who changed this?". */
export const latestAuditEntries = async (db: Kysely<Database>, filter: AuditQuery) => {
  let query = db
    .selectFrom('audit_log')
    .select(['id', 'at', 'username', 'action', 'entity', 'entity_key', 'old_value', 'new_value'])
    .orderBy('id', 'desc')
    .limit(filter.limit);
  if (filter.entity) query = query.where('entity', '=', filter.entity);
  if (filter.entityKey) query = query.where('entity_key', '=', filter.entityKey);
  if (filter.username) query = query.where('username', '=', filter.username.toUpperCase());
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    at: new Date(row.at).toISOString(),
    username: row.username,
    action: row.action,
    entity: row.entity,
    entityKey: row.entity_key,
    oldValue: row.old_value,
    newValue: row.new_value,
  }));
};
