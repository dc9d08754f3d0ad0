import { MAX_BADGE_COUNT, type ReceivedMessage, type SentMessage } from '@portal/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { repIn } from '../../db/sql-kit/filters.ts';
import { recordAudit } from '../../domain/audit/audit-log.queries.ts';

// Mensagens (docs/domain.md §5.5; docs/decisions/075): written by rep-0 users to reps of their scope, read by those
// reps. Each write is scoped before anything is written and audited in its own transaction, as the visits are.

/** How many messages one list holds, newest first. */
const MAX_LISTED = 200;

type Actor = { userId: number; username: string };

export type NewMessage = {
  title: string;
  text: string;
  toAll: boolean;
  representativeIds: number[];
  /** The sender's reps (null = every rep): the recipients of "all reps" (the route refuses chosen reps outside). */
  reps: number[] | null;
  /** The business date. */
  today: string;
  actor: Actor;
};

export type SendOutcome =
  { refused: 'unknown'; representativeId: number } | { refused: 'nobody' } | { saved: SentMessage };

/** Active reps of the scope: "all reps" of a message. */
const activeRepsOf = async (db: Kysely<Database>, reps: number[] | null): Promise<number[]> => {
  const { rows } = await sql<{ id: number }>`
    select id from representatives where active and ${repIn('id', reps)} order by id`.execute(db);
  return rows.map((row) => row.id);
};

export const sendMessage = async (db: Kysely<Database>, message: NewMessage): Promise<SendOutcome> => {
  const chosen = [...new Set(message.representativeIds)].sort((a, b) => a - b);
  return db.transaction().execute(async (trx) => {
    let recipients: number[];
    if (message.toAll) recipients = await activeRepsOf(trx, message.reps);
    else {
      const { rows } = await sql<{ id: number }>`
        select id from representatives where id = any(${chosen}::int[])`.execute(trx);
      const known = new Set(rows.map((row) => row.id));
      const unknown = chosen.find((id) => !known.has(id));
      if (unknown !== undefined) return { refused: 'unknown', representativeId: unknown } as const;
      recipients = chosen;
    }
    if (recipients.length === 0) return { refused: 'nobody' } as const;
    const inserted = await trx
      .insertInto('messages')
      .values({
        sent_by: message.actor.userId,
        sent_by_username: message.actor.username,
        title: message.title,
        body: message.text,
        sent_on: message.today,
      })
      .returning(['id', 'sent_at'])
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('message_recipients')
      .values(recipients.map((id) => ({ message_id: inserted.id, representative_id: id })))
      .execute();
    await recordAudit(trx, {
      userId: message.actor.userId,
      username: message.actor.username,
      action: 'create',
      entity: 'message',
      entityKey: String(inserted.id),
      oldValue: null,
      newValue: { title: message.title, text: message.text, recipients },
    });
    return {
      saved: {
        id: inserted.id,
        title: message.title,
        text: message.text,
        sentBy: message.actor.username,
        sentAt: new Date(inserted.sent_at).toISOString(),
        sentOn: message.today,
        recipients,
        readCount: 0,
      },
    };
  });
};

type MessageRow = {
  id: number;
  title: string;
  body: string;
  sent_by_username: string;
  sent_at: Date | string;
  sent_on: string;
};

const messageFields = (row: MessageRow) => ({
  id: row.id,
  title: row.title,
  text: row.body,
  sentBy: row.sent_by_username,
  sentAt: new Date(row.sent_at).toISOString(),
  sentOn: row.sent_on,
});

/** A rep's messages, newest first, read or not. */
export const receivedMessagesOf = async (
  db: Kysely<Database>,
  representativeId: number,
): Promise<ReceivedMessage[]> => {
  const { rows } = await sql<MessageRow & { read: boolean }>`
    select m.id, m.title, m.body, m.sent_by_username, m.sent_at, to_char(m.sent_on, 'YYYY-MM-DD') as sent_on,
      mr.read_at is not null as read
    from message_recipients mr
    join messages m on m.id = mr.message_id
    where mr.representative_id = ${representativeId}
    order by m.id desc
    limit ${MAX_LISTED}`.execute(db);
  return rows.map((row) => ({ ...messageFields(row), read: row.read }));
};

/** What a user wrote, newest first, with its recipients and how many of them read it. */
export const sentMessagesOf = async (db: Kysely<Database>, userId: number): Promise<SentMessage[]> => {
  const { rows } = await sql<MessageRow & { recipients: number[]; read_count: number }>`
    select m.id, m.title, m.body, m.sent_by_username, m.sent_at, to_char(m.sent_on, 'YYYY-MM-DD') as sent_on,
      array_agg(mr.representative_id order by mr.representative_id) as recipients,
      (count(mr.read_at))::int as read_count
    from messages m
    join message_recipients mr on mr.message_id = m.id
    where m.sent_by = ${userId}
    group by m.id
    order by m.id desc
    limit ${MAX_LISTED}`.execute(db);
  return rows.map((row) => ({
    ...messageFields(row),
    recipients: row.recipients.map(Number),
    readCount: row.read_count,
  }));
};

/** Unread messages of a rep, for the top bar's badge (at most MAX_BADGE_COUNT, as the notifications). */
export const unreadMessageCount = async (db: Kysely<Database>, representativeId: number): Promise<number> => {
  const { rows } = await sql<{ n: number }>`
    select least(count(*), ${MAX_BADGE_COUNT})::int as n from message_recipients
    where representative_id = ${representativeId} and read_at is null`.execute(db);
  return rows[0]?.n ?? 0;
};

export type ReadOutcome = 'not-found' | 'forbidden' | 'read';

/**
 * Marks a message read for the caller's rep. Only a recipient may: another rep's message is refused (403) and a
 * missing one is 404, both before anything is written. The first read is audited; reading again changes nothing.
 */
export const readMessage = async (
  db: Kysely<Database>,
  /** representativeId null: the reader is no rep (a supervisor or an administrator), who receives no message. */
  read: { id: number; representativeId: number | null; actor: Actor },
): Promise<ReadOutcome> =>
  db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ mine: boolean; read_at: Date | null }>`
      select mr.representative_id is not null as mine, mr.read_at
      from messages m
      left join message_recipients mr on mr.message_id = m.id and mr.representative_id = ${read.representativeId}
      where m.id = ${read.id}
      for update of m`.execute(trx);
    const row = rows[0];
    if (!row) return 'not-found';
    if (!row.mine || read.representativeId === null) return 'forbidden';
    if (row.read_at !== null) return 'read';
    await trx
      .updateTable('message_recipients')
      .set({ read_at: sql`now()`, read_by: read.actor.userId })
      .where('message_id', '=', read.id)
      .where('representative_id', '=', read.representativeId)
      .execute();
    await recordAudit(trx, {
      userId: read.actor.userId,
      username: read.actor.username,
      action: 'update',
      entity: 'message_read',
      entityKey: `${read.id}:${read.representativeId}`,
      oldValue: { read: false },
      newValue: { read: true },
    });
    return 'read';
  });
