import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type RawBuilder,
} from 'kysely';
import type { Database, OrderDraftStatusValue } from '../../db/database.ts';

// The ERP's answer to a portal order (docs/domain.md §8.5; docs/decisions/209), one definition for the call of
// modules/orders and for portal_order_returns.csv of the import: which answers an order takes, and the statements that
// give it one (the status, as §6's echo sets `in-erp`; the rep's notification; the audit record), run in the caller's
// transaction.

export type ErpAnswer =
  { status: 'accepted'; erpOrderNumber: string } | { status: 'rejected'; reason: string };

/** The order as the answer finds it. */
export type AnswerableOrder = {
  status: OrderDraftStatusValue;
  erpOrderNumber: string | null;
  erpRejectionReason: string | null;
};

/**
 * `answer`: a sent or exported order takes it. `same`: the order already has exactly this answer (nothing changes).
 * `contradicts`: it has another one, which stays. `not-sent`: a draft or an order awaiting approval never reached the
 * ERP.
 */
export type ErpAnswerJudgement = 'answer' | 'same' | 'contradicts' | 'not-sent';

export const judgeErpAnswer = (order: AnswerableOrder, answer: ErpAnswer): ErpAnswerJudgement => {
  switch (order.status) {
    case 'sent':
    case 'exported':
      return 'answer';
    case 'in-erp':
      return answer.status === 'accepted' && answer.erpOrderNumber === order.erpOrderNumber
        ? 'same'
        : 'contradicts';
    case 'erp-rejected':
      return answer.status === 'rejected' && answer.reason === order.erpRejectionReason
        ? 'same'
        : 'contradicts';
    case 'draft':
    case 'awaiting-approval':
      return 'not-sent';
  }
};

/** Who gives the answer: a user of the call, or the import (no user). */
export type Answerer = { userId: number | null; username: string };

/**
 * Gives a sent or exported order the ERP's answer: `in-erp` with the number, or `erp-rejected` with the reason (it then
 * leaves §6's before-figures, which count only unlinked sent orders); the rep's notification dated `day` (the business
 * day) and the audit record. The status guard makes a statement that lost a race change nothing.
 */
export const erpAnswerStatements = (
  id: string,
  answer: ErpAnswer,
  answerer: Answerer,
  day: string,
): RawBuilder<unknown>[] => {
  const change =
    answer.status === 'accepted'
      ? sql`status = 'in-erp', erp_order_number = ${answer.erpOrderNumber}::bigint`
      : sql`status = 'erp-rejected', erp_rejection_reason = ${answer.reason}, erp_rejected_at = now()`;
  const kind = answer.status === 'accepted' ? 'in-erp' : 'erp-rejected';
  const newValue =
    answer.status === 'accepted'
      ? { status: 'in-erp', erpOrderNumber: Number(answer.erpOrderNumber) }
      : { status: 'erp-rejected', reason: answer.reason };
  return [
    // The audit and the event first, while the order still shows the status it leaves.
    sql`insert into audit_log (user_id, username, action, entity, entity_key, old_value, new_value)
        select ${answerer.userId}::int, ${answerer.username}, 'erp-answer', 'order', d.id::text,
               jsonb_build_object('status', d.status), ${JSON.stringify(newValue)}::jsonb
          from order_drafts d where d.id = ${id}::uuid and d.status in ('sent', 'exported')`,
    sql`insert into order_approval_events
          (draft_id, kind, day, representative_id, customer_register, net_value, by_username, reason)
        select d.id, ${kind}, ${day}::date, d.representative_id, d.customer_register,
               coalesce((select sum(l.net_value) from order_draft_lines l where l.draft_id = d.id), 0),
               ${answerer.username}, ${answer.status === 'rejected' ? answer.reason : null}
          from order_drafts d where d.id = ${id}::uuid and d.status in ('sent', 'exported')`,
    sql`update order_drafts set ${change} where id = ${id}::uuid and status in ('sent', 'exported')`,
  ];
};

/** Compiles without a connection, for the import's session (plain SQL text and parameters). */
const compiler = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** The statements as SQL text and parameters, for a caller holding a raw connection (the import). */
export const erpAnswerSql = (
  ...args: Parameters<typeof erpAnswerStatements>
): { sql: string; parameters: readonly unknown[] }[] =>
  erpAnswerStatements(...args).map((statement) => {
    const compiled = statement.compile(compiler);
    return { sql: compiled.sql, parameters: compiled.parameters };
  });
