import {
  MAX_OPEN_DRAFTS,
  type AnyOrderItem,
  type OrderDraftAnswer,
  type OrderDraftBody,
  type OrderDraftStatus,
  type OrderDraftSummary,
  type OrderEvaluation,
  type PriceTableSource,
} from '@portal/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { registerIn, repIn } from '../../db/sql-kit/filters.ts';
import { toMoney } from '../../db/sql-kit/money.ts';
import { recordVisitIn } from '../../domain/visits/record-visit.queries.ts';
import { recordAudit } from '../../domain/audit/audit-log.queries.ts';
import { queueOrderDelivery } from '../../domain/orders/order-deliveries.queries.ts';
import { customerForOrder, priceTableFor } from './catalog.queries.ts';
import { evaluateOrderMoney, type EvaluatedMoney } from './order-evaluation.queries.ts';
import { expandPackItems, isPackItem } from './order-packs.ts';
import { packsOf } from './order-packs.queries.ts';
import { judgeOrder } from './order-rules.ts';
import { companyHasConditions, termsFacts } from './order-terms.queries.ts';
import {
  conditionAnswer,
  daysOf,
  installmentsOf,
  judgeTerms,
  meanDays,
  usableCondition,
} from './order-terms.ts';
import { recordApprovalEvent } from './order-approval-events.queries.ts';

// Order drafts (docs/domain.md §6; docs/decisions/110 and 112): the device's UUID is the key, so a retried save or
// send finds the same row. A sent order is read-only and its evaluation frozen; the send and a delete are audited in
// their transaction, the saves of a draft as it is typed are not.

type Db = Kysely<Database> | Transaction<Database>;

export type Actor = { userId: number; username: string };

/** The columns every answer about a draft starts with (its header). */
type DraftHeaderRow = {
  id: string;
  status: OrderDraftStatus;
  customer_register: string;
  customer_name: string;
  representative_id: number;
  saved_at: Date | string;
  sent_at: Date | string | null;
  sent_on: string | null;
  erp_order_number: number | string | null;
  erp_rejection_reason: string | null;
  erp_rejected_at: Date | string | null;
};

export type DraftRow = DraftHeaderRow & {
  customer_whats: string | null;
  customer_cellphone: string | null;
  price_table: string | null;
  payment_days: number;
  payment_condition_code: string | null;
  freight_type: 'CIF' | 'FOB' | null;
  carrier_code: string | null;
  approved_by_username: string | null;
  approved_at: Date | string | null;
  approval_note: string | null;
  rejected_by_username: string | null;
  rejected_at: Date | string | null;
  rejection_reason: string | null;
  delivery_date: string | null;
  discount_percent: string;
  note: string;
  evaluation: FrozenEvaluation | null;
};

/** What a sent order keeps of its evaluation, as it was answered at the send. */
type FrozenEvaluation = {
  priceTable: string | null;
  priceTableSource: PriceTableSource | null;
  maxDiscountPercent: number;
  commissionRate: number;
  evaluation: OrderEvaluation;
};

/** A saved item: parts for pieces, or pack_code and packs for whole packs (docs/domain.md §8.2). */
type DraftItemRow = {
  reference: string;
  color_code: string | null;
  size: string | null;
  parts: string | null;
  pack_code: string | null;
  packs: string | null;
};

/** The items as the body gave them, pieces and packs in their order. */
export const bodyItemsOf = (items: DraftItemRow[]): AnyOrderItem[] =>
  items.map((item) =>
    item.pack_code !== null
      ? {
          reference: item.reference,
          colorCode: item.color_code ?? '',
          packCode: item.pack_code,
          packs: Number(item.packs),
        }
      : {
          reference: item.reference,
          ...(item.color_code === null ? {} : { colorCode: item.color_code }),
          ...(item.size === null ? {} : { size: item.size }),
          parts: Number(item.parts),
        },
  );

const iso = (value: Date | string | null): string | null =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

const headerOf = (row: DraftHeaderRow) => ({
  id: row.id,
  status: row.status,
  sentAt: iso(row.sent_at),
  sentOn: row.sent_on,
  savedAt: iso(row.saved_at) ?? '',
  erpOrderNumber: row.erp_order_number === null ? null : Number(row.erp_order_number),
  erpRejection:
    row.erp_rejection_reason === null
      ? null
      : { reason: row.erp_rejection_reason, at: iso(row.erp_rejected_at) ?? '' },
  customer: { register: row.customer_register, name: row.customer_name },
  representativeId: row.representative_id,
});

/** The columns of a draft's answer, for `from order_drafts d join customers c`. */
const draftColumns = sql`
    d.id::text as id, d.status, d.customer_register::text as customer_register, c.name as customer_name,
    c.whats as customer_whats, c.cellphone as customer_cellphone, d.representative_id, d.price_table, d.payment_days, to_char(d.delivery_date, 'YYYY-MM-DD') as delivery_date,
    d.discount_percent::text as discount_percent, d.note, d.saved_at, d.sent_at,
    to_char(d.sent_on, 'YYYY-MM-DD') as sent_on, d.erp_order_number, d.evaluation,
    d.payment_condition_code, d.freight_type, d.carrier_code, d.approved_by_username, d.approved_at,
    d.approval_note, d.rejected_by_username, d.rejected_at, d.rejection_reason, d.erp_rejection_reason,
    d.erp_rejected_at`;

export const draftRow = async (db: Db, id: string, lock = false): Promise<DraftRow | undefined> => {
  // Locked alone, before the join is read: a row locked through the join is re-checked against the customer read
  // before the wait, so a concurrent save that changed the customer made the draft look gone
  // (docs/decisions/189).
  if (lock) {
    const { rows: locked } = await sql`select 1 from order_drafts where id = ${id}::uuid for update`.execute(
      db,
    );
    if (locked.length === 0) return undefined;
  }
  const { rows } = await sql<DraftRow>`
    select ${draftColumns}
      from order_drafts d join customers c on c.register = d.customer_register
     where d.id = ${id}::uuid`.execute(db);
  return rows[0];
};

/** The awaiting orders of some reps, oldest send first (docs/domain.md §8.3). */
export const awaitingRows = async (db: Db, reps: number[] | null): Promise<DraftRow[]> => {
  const { rows } = await sql<DraftRow>`
    select ${draftColumns}
      from order_drafts d join customers c on c.register = d.customer_register
     where d.status = 'awaiting-approval' and ${repIn('d.representative_id', reps)}
     order by d.sent_at, d.id`.execute(db);
  return rows;
};

export const draftItems = async (db: Db, id: string): Promise<DraftItemRow[]> => {
  const { rows } = await sql<DraftItemRow>`
    select reference, color_code, size, parts::text as parts, pack_code, packs::text as packs
      from order_draft_items where draft_id = ${id}::uuid order by position`.execute(db);
  return rows;
};

export type LiveEvaluation = FrozenEvaluation & { money: EvaluatedMoney };

/** Evaluates a draft as it is now: its table (chosen, else the customer's), its items, today's prices and figures. */
const evaluateDraft = async (
  db: Db,
  row: DraftRow,
  items: DraftItemRow[],
  today: string,
): Promise<LiveEvaluation> => {
  const customer = await customerForOrder(db, row.customer_register);
  const priced = priceTableFor(row.price_table, customer);
  const discountPercent = Number(row.discount_percent);
  const facts = await termsFacts(db, {
    customerRegister: row.customer_register,
    representativeId: row.representative_id,
    paymentConditionCode: row.payment_condition_code,
    carrierCode: row.carrier_code,
  });
  const condition = usableCondition(facts);
  const given = bodyItemsOf(items);
  const packItems = given.filter(isPackItem);
  const expanded = expandPackItems(
    given,
    await packsOf(
      db,
      packItems.map((item) => item.reference),
    ),
  );
  const money = await evaluateOrderMoney(
    db,
    {
      id: row.id,
      customerRegister: row.customer_register,
      representativeId: row.representative_id,
      priceTable: priced.table,
      discountPercent,
      surchargePercent: condition?.surchargePercent ?? 0,
      items: expanded.items,
    },
    today,
  );
  const terms = judgeTerms(facts, {
    paymentConditionCode: row.payment_condition_code,
    carrierCode: row.carrier_code,
    discountPercent,
    maxDiscountPercent: money.maxDiscountPercent,
    netTotal: money.totals.netValue,
    creditFlagAfter: money.credit.flagAfter,
  });
  const evaluation = judgeOrder(
    money,
    { priceTable: priced.table, discountPercent, deliveryDate: row.delivery_date, itemCount: items.length },
    today,
    {
      ...terms,
      paymentCondition: conditionAnswer(facts),
      installments: condition
        ? installmentsOf(daysOf(condition.installments), money.totals.netValue, today)
        : [],
    },
    expanded.problems,
  );
  return {
    priceTable: priced.table,
    priceTableSource: priced.source,
    maxDiscountPercent: money.maxDiscountPercent,
    commissionRate: money.commissionRate,
    evaluation,
    money,
  };
};

/** The pack items beside the piece items, only when there are any (an order without packs answers as before). */
const packItemsOf = (items: DraftItemRow[]) => {
  const packItems = bodyItemsOf(items).filter(isPackItem);
  return packItems.length > 0 ? { packItems } : {};
};

/** An evaluation frozen before the order's terms existed answers without them (docs/domain.md §8). */
const withTerms = (evaluation: OrderEvaluation): OrderEvaluation => ({
  ...evaluation,
  lines: evaluation.lines.map((line) => ({ ...line, listPrice: line.listPrice ?? line.unitPrice })),
  paymentCondition: evaluation.paymentCondition ?? null,
  installments: evaluation.installments ?? [],
  approvals: evaluation.approvals ?? [],
});

const isoOrNull = (value: Date | string | null): string | null => iso(value);

export const answerOf = (
  row: DraftRow,
  items: DraftItemRow[],
  judged: FrozenEvaluation,
): OrderDraftAnswer => ({
  ...headerOf(row),
  customerContact: { whats: row.customer_whats, cellphone: row.customer_cellphone },
  priceTable: judged.priceTable,
  priceTableSource: judged.priceTableSource,
  // With a condition the order's days are its mean (docs/domain.md §8.2).
  paymentDays: judged.evaluation.paymentCondition
    ? meanDays(daysOf(judged.evaluation.paymentCondition.installments))
    : row.payment_days,
  paymentConditionCode: row.payment_condition_code,
  freightType: row.freight_type,
  carrierCode: row.carrier_code,
  approval:
    row.approved_by_username === null
      ? null
      : { by: row.approved_by_username, at: isoOrNull(row.approved_at) ?? '', note: row.approval_note },
  rejection:
    row.rejected_by_username === null
      ? null
      : {
          by: row.rejected_by_username,
          at: isoOrNull(row.rejected_at) ?? '',
          reason: row.rejection_reason ?? '',
        },
  deliveryDate: row.delivery_date,
  discountPercent: Number(row.discount_percent),
  note: row.note,
  items: items
    .filter((item) => item.pack_code === null)
    .map((item) => ({
      reference: item.reference,
      colorCode: item.color_code,
      size: item.size,
      parts: Number(item.parts),
    })),
  ...packItemsOf(items),
  maxDiscountPercent: judged.maxDiscountPercent,
  commissionRate: judged.commissionRate,
  evaluation: withTerms(judged.evaluation),
});

/** A draft's answer: evaluated now while it is a draft, frozen once sent. */
export const answerFor = async (db: Db, row: DraftRow, today: string): Promise<OrderDraftAnswer> => {
  const items = await draftItems(db, row.id);
  if (row.status !== 'draft' && row.evaluation) return answerOf(row, items, row.evaluation);
  return answerOf(row, items, await evaluateDraft(db, row, items, today));
};

export type Refusal =
  | 'not-found'
  | 'forbidden'
  | 'customer-not-found'
  | 'customer-forbidden'
  | 'draft-limit'
  | 'payment-days-required';

export const inScope = (reps: number[] | null, rep: number): boolean => reps === null || reps.includes(rep);

/**
 * A draft's customer may have moved to another rep since it was saved (an import): the draft then is no longer its
 * rep's to send, nor to read with the customer's live figures (credit), unless the caller sees the customer's new rep
 * too and the draft follows it on its next save (docs/domain.md §6).
 */
const customerStillOwned = async (db: Db, row: DraftRow, reps: number[] | null): Promise<boolean> => {
  const customer = await db
    .selectFrom('customers')
    .select(['representative_id'])
    .where('register', '=', row.customer_register)
    .executeTakeFirst();
  return customer !== undefined && inScope(reps, customer.representative_id);
};

export type DraftRead = Refusal | { draft: OrderDraftAnswer };

export const readDraft = async (
  db: Kysely<Database>,
  id: string,
  reps: number[] | null,
  today: string,
): Promise<DraftRead> => {
  const row = await draftRow(db, id);
  if (!row) return 'not-found';
  if (!inScope(reps, row.representative_id)) return 'forbidden';
  if (row.status === 'draft' && !(await customerStillOwned(db, row, reps))) return 'customer-forbidden';
  return { draft: await answerFor(db, row, today) };
};

export type DraftSave = Refusal | { conflict: OrderDraftAnswer } | { draft: OrderDraftAnswer };

export type DraftChange = {
  id: string;
  body: Omit<OrderDraftBody, 'note'> & { note: string };
  /** The caller's reps (null = every rep). */
  reps: number[] | null;
  actor: Actor;
  today: string;
};

/**
 * Saves a draft as the device sent it: created on the first save of its id, replaced on the next ones while it is a
 * draft. The customer must be one of the named rep's (customers.representative_id) and in the caller's scope.
 */
export const saveDraft = async (db: Kysely<Database>, change: DraftChange): Promise<DraftSave> =>
  db.transaction().execute((trx) => saveDraftIn(trx, change));

/** saveDraft in the caller's transaction (the copy of an order saves its new draft with it). */
export const saveDraftIn = async (trx: Transaction<Database>, change: DraftChange): Promise<DraftSave> => {
  const { body } = change;
  const customer = await trx
    .selectFrom('customers')
    .select(['representative_id'])
    .where('register', '=', body.customerRegister)
    .executeTakeFirst();
  if (!customer) return 'customer-not-found';
  const named = body.representativeId;
  if (!inScope(change.reps, customer.representative_id)) return 'customer-forbidden';
  if (named !== undefined && named > 0 && named !== customer.representative_id) return 'customer-forbidden';
  // With the company's conditions the days are the condition's (docs/domain.md §8.2): paymentDays is ignored.
  const withConditions = await companyHasConditions(trx);
  if (!withConditions && body.paymentDays === undefined) return 'payment-days-required';
  const values = {
    customer_register: body.customerRegister,
    representative_id: customer.representative_id,
    price_table: body.priceTable ?? null,
    payment_days: withConditions ? 0 : (body.paymentDays ?? 0),
    payment_condition_code: body.paymentConditionCode ?? null,
    freight_type: body.freightType ?? null,
    carrier_code: body.carrierCode ?? null,
    delivery_date: body.deliveryDate ?? null,
    discount_percent: String(body.discountPercent),
    note: body.note,
  };
  const known = await trx
    .selectFrom('order_drafts')
    .select(['id'])
    .where('id', '=', change.id)
    .executeTakeFirst();
  if (!known) {
    // The rep's row is the lock: two new drafts of one rep are counted one after the other, never both under it.
    // Not `for update`: that would also wait on every insert that merely references the rep.
    await sql`select 1 from representatives where id = ${customer.representative_id} for no key update`.execute(
      trx,
    );
    // Not this id: a save of it that raced this one and took the lock first made it an update, not a new draft.
    const { rows } = await sql<{ open: number }>`
        select count(*)::int as open from order_drafts
         where representative_id = ${customer.representative_id} and status = 'draft'
           and id <> ${change.id}::uuid`.execute(trx);
    if ((rows[0]?.open ?? 0) >= MAX_OPEN_DRAFTS) return 'draft-limit';
  }
  // Insert first: of two saves of a new id racing each other, one inserts and the other waits on the key, then
  // finds the row below and replaces it.
  const created = await trx
    .insertInto('order_drafts')
    .values({
      id: change.id,
      ...values,
      created_by: change.actor.userId,
      created_by_username: change.actor.username,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!created) {
    const existing = await draftRow(trx, change.id, true);
    if (!existing) throw new Error('rascunho existente não encontrado');
    if (!inScope(change.reps, existing.representative_id)) return 'forbidden';
    if (existing.status !== 'draft') return { conflict: await answerFor(trx, existing, change.today) };
    await trx
      .updateTable('order_drafts')
      .set({ ...values, saved_at: sql`now()` })
      .where('id', '=', change.id)
      .execute();
    await trx.deleteFrom('order_draft_items').where('draft_id', '=', change.id).execute();
  }
  if (body.items.length > 0)
    await trx
      .insertInto('order_draft_items')
      .values(
        body.items.map((item, position) => ({
          draft_id: change.id,
          position,
          reference: item.reference,
          color_code: item.colorCode ?? null,
          ...(isPackItem(item)
            ? { size: null, parts: null, pack_code: item.packCode, packs: String(item.packs) }
            : { size: item.size ?? null, parts: String(item.parts), pack_code: null, packs: null }),
        })),
      )
      .execute();
  const saved = await draftRow(trx, change.id);
  if (!saved) throw new Error('rascunho gravado não encontrado');
  return { draft: await answerFor(trx, saved, change.today) };
};

export type DraftSend = Refusal | { refused: OrderDraftAnswer } | { draft: OrderDraftAnswer };

const summaryOf = (answer: OrderDraftAnswer) => ({
  customerRegister: answer.customer.register,
  representativeId: answer.representativeId,
  priceTable: answer.priceTable,
  lines: answer.evaluation.lines.length,
  parts: answer.evaluation.totals.parts,
  netValue: answer.evaluation.totals.netValue,
});

/**
 * Sends a draft (docs/domain.md §6): with problems it stays a draft and the answer carries them; without, it becomes
 * `sent` on today's business date with its evaluation frozen, audited, and (with recordVisit) the customer's visit of
 * the day recorded as sold, all in one transaction. A sent order answers as it is and nothing changes.
 */
export const sendDraft = async (
  db: Kysely<Database>,
  change: {
    id: string;
    reps: number[] | null;
    actor: Actor;
    today: string;
    recordVisit: boolean;
    /** The webhook is configured: an order that turns `sent` is queued for it here (docs/domain.md §8.6). */
    deliver?: boolean;
  },
): Promise<DraftSend> =>
  db.transaction().execute(async (trx): Promise<DraftSend> => {
    const row = await draftRow(trx, change.id, true);
    if (!row) return 'not-found';
    if (!inScope(change.reps, row.representative_id)) return 'forbidden';
    if (row.status !== 'draft') return { draft: await answerFor(trx, row, change.today) };
    // Sent as the order of the rep who owns the customer now, as a save would make it: never the old rep's.
    const owner = await trx
      .selectFrom('customers')
      .select(['representative_id'])
      .where('register', '=', row.customer_register)
      .executeTakeFirst();
    if (
      !owner ||
      !inScope(change.reps, owner.representative_id) ||
      owner.representative_id !== row.representative_id
    )
      return 'customer-forbidden';
    const items = await draftItems(trx, row.id);
    const live = await evaluateDraft(trx, row, items, change.today);
    if (live.evaluation.problems.length > 0) return { refused: answerOf(row, items, live) };
    // Approvals and no problems: the order waits for a supervisor (docs/domain.md §8.3).
    const status = live.evaluation.approvals.length > 0 ? 'awaiting-approval' : 'sent';
    const condition = live.evaluation.paymentCondition;
    const frozen: FrozenEvaluation = {
      priceTable: live.priceTable,
      priceTableSource: live.priceTableSource,
      maxDiscountPercent: live.maxDiscountPercent,
      commissionRate: live.commissionRate,
      evaluation: live.evaluation,
    };
    await sql`
      update order_drafts
         set status = ${status}, sent_at = now(), sent_on = ${change.today}::date,
             sent_by_username = ${change.actor.username}, evaluation = ${JSON.stringify(frozen)}::jsonb,
             price_table = ${live.priceTable},
             payment_days = ${condition ? meanDays(daysOf(condition.installments)) : row.payment_days},
             rejected_by_username = null, rejected_at = null, rejection_reason = null
       where id = ${row.id}::uuid`.execute(trx);
    await trx
      .insertInto('order_draft_lines')
      .values(
        live.money.lines.map((line) => ({
          draft_id: row.id,
          line: line.line,
          reference: line.reference,
          color_code: line.colorCode,
          size: line.size,
          quota_article_code: line.quotaArticle ?? '',
          parts: line.parts,
          unit_price: String(line.unitPrice ?? 0),
          list_price: String(line.listPrice ?? 0),
          value: String(line.value),
          net_value: String(line.netValue),
          pack_code: line.packCode,
          packs: line.packs,
        })),
      )
      .execute();
    const sent = await draftRow(trx, row.id);
    if (!sent) throw new Error('pedido enviado não encontrado');
    const answer = answerOf(sent, items, frozen);
    await recordAudit(trx, {
      userId: change.actor.userId,
      username: change.actor.username,
      action: 'send',
      entity: 'order',
      entityKey: row.id,
      oldValue: { status: 'draft' },
      newValue: { status, sentOn: change.today, ...summaryOf(answer) },
    });
    if (status === 'sent' && change.deliver) await queueOrderDelivery(trx, row.id);
    if (status === 'awaiting-approval')
      await recordApprovalEvent(trx, {
        draftId: row.id,
        kind: 'approval-requested',
        day: change.today,
        representativeId: row.representative_id,
        customerRegister: row.customer_register,
        netValue: answer.evaluation.totals.netValue,
        by: change.actor.username,
        reason: null,
      });
    if (change.recordVisit)
      await recordVisitIn(trx, {
        register: row.customer_register,
        outcome: 'sold',
        note: '',
        tap: null,
        today: change.today,
        reps: change.reps,
        actor: change.actor,
      });
    return { draft: answer };
  });

export type DraftDelete = Refusal | { conflict: OrderDraftAnswer } | 'deleted';

/** Deletes a draft (never a sent order), audited with what it held. */
export const deleteDraft = async (
  db: Kysely<Database>,
  change: { id: string; reps: number[] | null; actor: Actor; today: string },
): Promise<DraftDelete> =>
  db.transaction().execute(async (trx): Promise<DraftDelete> => {
    const row = await draftRow(trx, change.id, true);
    if (!row) return 'not-found';
    if (!inScope(change.reps, row.representative_id)) return 'forbidden';
    if (row.status !== 'draft') return { conflict: await answerFor(trx, row, change.today) };
    const items = await draftItems(trx, row.id);
    await trx.deleteFrom('order_drafts').where('id', '=', row.id).execute();
    await recordAudit(trx, {
      userId: change.actor.userId,
      username: change.actor.username,
      action: 'delete',
      entity: 'order',
      entityKey: row.id,
      oldValue: {
        status: row.status,
        customerRegister: row.customer_register,
        representativeId: row.representative_id,
        items: items.length,
      },
      newValue: null,
    });
    return 'deleted';
  });

export type DraftsFilter = {
  reps: number[] | null;
  statuses?: OrderDraftStatus[] | undefined;
  customers?: string[] | undefined;
  start?: string | undefined;
  end?: string | undefined;
  /** From 0. */
  page: number;
  size: number;
};

/**
 * The orders list, one page of it: each order's header and totals, newest first (the id breaks ties, so pages never
 * overlap). A sent order's totals are its frozen lines; a draft's
 * are priced now with its table, its items merged by cell and rounded per line as the evaluation does.
 */
export const listDrafts = async (
  db: Kysely<Database>,
  filter: DraftsFilter,
): Promise<OrderDraftSummary[]> => {
  const { rows } = await sql<
    DraftHeaderRow & {
      price_table: string | null;
      lines: number;
      parts: string;
      value: string;
      net_value: string;
    }
  >`
    with listed as (
      select d.*, c.name as customer_name,
             coalesce(nullif(d.price_table, ''), nullif(c.price_table, ''),
                      (select o.price_table from orders o
                        where o.customer_register = c.register and o.status <> 'canceled'
                          and nullif(o.price_table, '') is not null
                        order by o.issue_date desc, o.number desc limit 1)) as table_used
        from order_drafts d join customers c on c.register = d.customer_register
       where ${repIn('d.representative_id', filter.reps)}
         and ${filter.statuses && filter.statuses.length > 0 ? sql`d.status = any(${filter.statuses}::text[])` : sql`true`}
         and ${registerIn('d.customer_register', filter.customers)}
         and ${filter.start ? sql`coalesce(d.sent_on, d.saved_at::date) >= ${filter.start}::date` : sql`true`}
         and ${filter.end ? sql`coalesce(d.sent_on, d.saved_at::date) <= ${filter.end}::date` : sql`true`}
       order by coalesce(d.sent_on, d.saved_at::date) desc, d.saved_at desc, d.id
       limit ${filter.size} offset ${filter.page * filter.size}
    ),
    draft_lines as (
      select l.id, i.reference, sum(i.parts) as parts,
             coalesce(round(sum(i.parts) * pr.unit_price, 2), 0) as value,
             coalesce(round(round(sum(i.parts) * pr.unit_price, 2) * (1 - l.discount_percent / 100), 2), 0) as net_value
        from listed l
        join (select draft_id, reference, color_code, size, parts from order_draft_items where parts is not null
              union all
              select pi.draft_id, pi.reference, pi.color_code, pk.size, pi.packs * pk.parts
                from order_draft_items pi
                join packs pk on pk.reference = pi.reference and pk.pack_code = pi.pack_code
               where pi.pack_code is not null and pi.packs >= 1 and pi.packs = trunc(pi.packs)) i
          on i.draft_id = l.id
        left join payment_conditions pc on pc.code = l.payment_condition_code and pc.active
        left join lateral (
          select round(p.price * (1 + coalesce(pc.surcharge_percent, 0) / 100), 2) as unit_price
            from prices p where p.price_table = l.table_used and p.reference = i.reference
        ) pr on true
       where l.status = 'draft'
       group by l.id, i.reference, i.color_code, i.size, pr.unit_price, l.discount_percent
    ),
    sent_lines as (
      select dl.draft_id as id, dl.parts, dl.value, dl.net_value
        from listed l join order_draft_lines dl on dl.draft_id = l.id
       where l.status <> 'draft'
    ),
    sums as (
      select id, count(*)::int as lines, sum(parts) as parts, sum(value) as value, sum(net_value) as net_value
        from (select id, parts, value, net_value from draft_lines
              union all select id, parts, value, net_value from sent_lines) x
       group by id
    )
    select l.id::text as id, l.status, l.sent_at, to_char(l.sent_on, 'YYYY-MM-DD') as sent_on, l.saved_at,
           l.erp_order_number, l.erp_rejection_reason, l.erp_rejected_at,
           l.customer_register::text as customer_register, l.customer_name,
           l.representative_id, l.table_used as price_table, coalesce(s.lines, 0) as lines,
           coalesce(s.parts, 0)::text as parts, coalesce(s.value, 0)::text as value,
           coalesce(s.net_value, 0)::text as net_value
      from listed l left join sums s on s.id = l.id
     order by coalesce(l.sent_on, l.saved_at::date) desc, l.saved_at desc, l.id`.execute(db);
  return rows.map((row) => ({
    ...headerOf(row),
    priceTable: row.price_table,
    lines: row.lines,
    parts: Number(row.parts),
    value: toMoney(row.value),
    netValue: toMoney(row.net_value),
  }));
};
