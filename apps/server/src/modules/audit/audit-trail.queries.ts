import { sql, type Kysely } from 'kysely';
import type { AuditEntry, AuditQuery } from '@portal/contracts';
import type { Database } from '../../db/database.ts';

// Auditoria (docs/decisions/120): the newest writes first, narrowed by period, writer, rep, kind and key.

/** A key part that is a rep id, as an int; anything else (a hand-made key) is no rep rather than an error. */
const asRep = (text: ReturnType<typeof sql>) =>
  sql<number | null>`case when ${text} ~ '^[0-9]{1,9}$' then (${text})::int end`;

/**
 * The rep a row concerns, read from its key where the kind's key names one ('rep:city', 'register:rep:day',
 * 'message:rep', the rep viewed), else the customer's own rep.
 */
const repOfRow = sql<number | null>`case a.entity
    when 'city_route' then ${asRep(sql`split_part(a.entity_key, ':', 1)`)}
    when 'visit' then ${asRep(sql`split_part(a.entity_key, ':', 2)`)}
    when 'message_read' then ${asRep(sql`split_part(a.entity_key, ':', 2)`)}
    when 'representative_view' then ${asRep(sql`a.entity_key`)}
    when 'customer' then (select c.representative_id from customers c where c.register = a.entity_key)
  end`;

/** A day's bounds in São Paulo time: audit times are real time (docs/domain.md, "Words"). */
const dayStart = (day: string) => sql<Date>`(${day}::date)::timestamp at time zone 'America/Sao_Paulo'`;
const dayEnd = (day: string) => sql<Date>`(${day}::date + 1)::timestamp at time zone 'America/Sao_Paulo'`;

export const latestAuditEntries = async (db: Kysely<Database>, filter: AuditQuery): Promise<AuditEntry[]> => {
  let query = db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .leftJoin('representatives as ur', 'ur.id', 'u.representative_id')
    .select([
      'a.id',
      'a.at',
      'a.username',
      'a.action',
      'a.entity',
      'a.entity_key',
      'a.old_value',
      'a.new_value',
      'ur.name as user_rep_name',
      repOfRow.as('representative_id'),
    ])
    .orderBy('a.id', 'desc')
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  if (filter.entity) query = query.where('a.entity', '=', filter.entity);
  if (filter.entityKey) query = query.where('a.entity_key', '=', filter.entityKey);
  if (filter.username) query = query.where('a.username', '=', filter.username.toUpperCase());
  if (filter.from) query = query.where('a.at', '>=', dayStart(filter.from));
  if (filter.to) query = query.where('a.at', '<', dayEnd(filter.to));
  const rep = filter.representativeId;
  if (rep !== undefined)
    // The rows about the rep, and the ones the rep's own logins wrote.
    query = query.where((eb) => eb.or([eb(repOfRow, '=', rep), eb('u.representative_id', '=', rep)]));
  const rows = await query.execute();
  return rows.map((row) => ({
    id: Number(row.id),
    at: new Date(row.at).toISOString(),
    username: row.username,
    userRepresentativeName: row.user_rep_name ?? null,
    action: row.action,
    entity: row.entity,
    entityKey: row.entity_key,
    representativeId: row.representative_id === null ? null : Number(row.representative_id),
    oldValue: row.old_value,
    newValue: row.new_value,
  }));
};
