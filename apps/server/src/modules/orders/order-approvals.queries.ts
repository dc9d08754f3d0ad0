import type { OrderDraftAnswer, OrderPrintout, UserKind } from '@portal/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { repIn } from '../../db/sql-kit/filters.ts';
import { recordAudit } from '../../domain/audit/audit-log.queries.ts';
import { queueOrderDelivery } from '../../domain/orders/order-deliveries.queries.ts';
import { recordApprovalEvent } from './order-approval-events.queries.ts';
import { answerFor, awaitingRows, draftRow, inScope, type Actor } from './order-drafts.queries.ts';

// Approval (docs/domain.md §8.3; docs/decisions/194): a supervisor or an administrator whose scope includes the
// order's rep approves an awaiting order (it becomes `sent`, the send day unchanged) or sends it back to the rep as a
// draft with the reason. A discount approval needs an approver whose maximum reaches the order's discount. Both are
// audited and notified in their transaction.

export type Approver = Actor & { kind: UserKind; supervisorId: number | null; reps: number[] | null };

export type ApprovalRefusal = 'not-found' | 'not-an-approver' | 'forbidden';

export type ApprovalOutcome =
  | ApprovalRefusal
  | { conflict: OrderDraftAnswer }
  | { belowDiscount: { discountPercent: number; maxDiscountPercent: number } }
  | { draft: OrderDraftAnswer };

/** The approver's maximum: administrators 100, a supervisor its max_discount (100 when empty). */
const approverMaximum = async (db: Kysely<Database>, approver: Approver): Promise<number> => {
  if (approver.supervisorId === null) return 100;
  const row = await db
    .selectFrom('supervisors')
    .select('max_discount')
    .where('id', '=', approver.supervisorId)
    .executeTakeFirst();
  return row?.max_discount === null || row?.max_discount === undefined ? 100 : Number(row.max_discount);
};

/** The customers' city and UF and the reps' names of the listed orders, in one query for the whole list. */
const printoutsOf = async (
  db: Kysely<Database>,
  rows: { id: string }[],
  companyName: string,
): Promise<Map<string, OrderPrintout>> => {
  if (rows.length === 0) return new Map();
  const { rows: found } = await sql<{
    id: string;
    city: string | null;
    state: string | null;
    rep: string | null;
  }>`
    select d.id::text as id, ci.name as city, ci.state_code::text as state, r.name as rep
      from order_drafts d
      join customers c on c.register = d.customer_register
      left join cities ci on ci.code = c.city_code
      left join representatives r on r.id = d.representative_id
     where d.id = any(${rows.map((row) => row.id)}::uuid[])`.execute(db);
  return new Map(
    found.map((row) => [
      row.id,
      { companyName, customerCity: row.city, customerState: row.state, representativeName: row.rep ?? '' },
    ]),
  );
};

/** The awaiting orders of the scope, oldest first, each with what its card shows of the customer and the rep. */
export const awaitingApproval = async (
  db: Kysely<Database>,
  reps: number[] | null,
  today: string,
  companyName: string,
): Promise<OrderDraftAnswer[]> => {
  const rows = await awaitingRows(db, reps);
  const [answers, printouts] = await Promise.all([
    Promise.all(rows.map((row) => answerFor(db, row, today))),
    printoutsOf(db, rows, companyName),
  ]);
  return answers.map((answer) => {
    const printout = printouts.get(answer.id);
    return {
      ...answer,
      ...(printout && {
        printout: {
          ...printout,
          representativeName: printout.representativeName || String(answer.representativeId),
        },
      }),
    };
  });
};

/** How many orders wait in the scope: the badge's call, a count on the awaiting orders' partial index. */
export const awaitingCount = async (db: Kysely<Database>, reps: number[] | null): Promise<number> => {
  const { rows } = await sql<{ count: string }>`
    select count(*)::text as count from order_drafts d
     where d.status = 'awaiting-approval' and ${repIn('d.representative_id', reps)}`.execute(db);
  return Number(rows[0]?.count ?? 0);
};

export type Decision = { kind: 'approve'; note: string | null } | { kind: 'reject'; reason: string };

export const decideApproval = async (
  db: Kysely<Database>,
  change: { id: string; approver: Approver; today: string; decision: Decision; deliver?: boolean },
): Promise<ApprovalOutcome> =>
  db.transaction().execute(async (trx): Promise<ApprovalOutcome> => {
    const { approver, decision } = change;
    const row = await draftRow(trx, change.id, true);
    if (!row) return 'not-found';
    if (approver.kind === 'rep') return 'not-an-approver';
    if (!inScope(approver.reps, row.representative_id)) return 'forbidden';
    const before = await answerFor(trx, row, change.today);
    if (row.status !== 'awaiting-approval') return { conflict: before };
    const discount = before.evaluation.approvals.find((approval) => approval.kind === 'discount');
    if (discount) {
      const maximum = await approverMaximum(trx, approver);
      if (before.discountPercent > maximum)
        return { belowDiscount: { discountPercent: before.discountPercent, maxDiscountPercent: maximum } };
    }
    if (decision.kind === 'approve') {
      await sql`
        update order_drafts
           set status = 'sent', approved_by_username = ${approver.username}, approved_at = now(),
               approval_note = ${decision.note}
         where id = ${row.id}::uuid`.execute(trx);
      if (change.deliver) await queueOrderDelivery(trx, row.id);
    } else {
      // Back to a draft: it no longer counts as sent, and its next send evaluates it again.
      await trx.deleteFrom('order_draft_lines').where('draft_id', '=', row.id).execute();
      await sql`
        update order_drafts
           set status = 'draft', sent_at = null, sent_on = null, sent_by_username = null, evaluation = null,
               saved_at = now(), rejected_by_username = ${approver.username}, rejected_at = now(),
               rejection_reason = ${decision.reason}
         where id = ${row.id}::uuid`.execute(trx);
    }
    const status = decision.kind === 'approve' ? 'sent' : 'draft';
    await recordAudit(trx, {
      userId: approver.userId,
      username: approver.username,
      action: decision.kind,
      entity: 'order',
      entityKey: row.id,
      oldValue: { status: row.status },
      newValue:
        decision.kind === 'approve' ? { status, note: decision.note } : { status, reason: decision.reason },
    });
    await recordApprovalEvent(trx, {
      draftId: row.id,
      kind: decision.kind === 'approve' ? 'approved' : 'rejected',
      day: change.today,
      representativeId: row.representative_id,
      customerRegister: row.customer_register,
      netValue: before.evaluation.totals.netValue,
      by: approver.username,
      reason: decision.kind === 'approve' ? decision.note : decision.reason,
    });
    const after = await draftRow(trx, row.id);
    if (!after) throw new Error('pedido aprovado não encontrado');
    return { draft: await answerFor(trx, after, change.today) };
  });
