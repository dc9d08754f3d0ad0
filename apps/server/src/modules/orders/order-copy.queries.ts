import type { OrderDraftAnswer } from '@portal/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { recordAudit } from '../../domain/audit/audit-log.queries.ts';
import { companyHasConditions } from './order-terms.queries.ts';
import {
  answerFor,
  bodyItemsOf,
  draftItems,
  draftRow,
  inScope,
  saveDraftIn,
  type Actor,
  type Refusal,
} from './order-drafts.queries.ts';

// "Copiar para novo pedido" (docs/domain.md §8.5; docs/decisions/210): a new draft, under the id the device made, for
// the same customer with the same terms and items, saved as the rep would save it (so evaluated at today's prices and
// figures). The new draft remembers its source: the same copy asked again finds it, another order's id is refused.

export type CopyOutcome = Refusal | 'id-taken' | { draft: OrderDraftAnswer; created: boolean };

export const copyOrder = async (
  db: Kysely<Database>,
  change: { sourceId: string; newId: string; reps: number[] | null; actor: Actor; today: string },
): Promise<CopyOutcome> =>
  db.transaction().execute(async (trx): Promise<CopyOutcome> => {
    const source = await draftRow(trx, change.sourceId);
    if (!source) return 'not-found';
    if (!inScope(change.reps, source.representative_id)) return 'forbidden';
    const known = await trx
      .selectFrom('order_drafts')
      .select(['copied_from', 'representative_id'])
      .where('id', '=', change.newId)
      .executeTakeFirst();
    if (known) {
      if (known.copied_from !== change.sourceId) return 'id-taken';
      if (!inScope(change.reps, known.representative_id)) return 'forbidden';
      const copy = await draftRow(trx, change.newId);
      if (!copy) throw new Error('cópia não encontrada');
      return { draft: await answerFor(trx, copy, change.today), created: false };
    }
    const items = bodyItemsOf(await draftItems(trx, source.id));
    const withConditions = await companyHasConditions(trx);
    // Not the delivery date: the source's may be past by now, and the rep sets the new one.
    const saved = await saveDraftIn(trx, {
      id: change.newId,
      reps: change.reps,
      actor: change.actor,
      today: change.today,
      body: {
        customerRegister: source.customer_register,
        ...(source.price_table === null ? {} : { priceTable: source.price_table }),
        ...(withConditions ? {} : { paymentDays: source.payment_days }),
        ...(source.payment_condition_code === null
          ? {}
          : { paymentConditionCode: source.payment_condition_code }),
        ...(source.freight_type === null ? {} : { freightType: source.freight_type }),
        ...(source.carrier_code === null ? {} : { carrierCode: source.carrier_code }),
        discountPercent: Number(source.discount_percent),
        note: source.note,
        items,
      },
    });
    if (typeof saved === 'string') return saved;
    // Saved as a new draft: a conflict would mean the id was taken, which was ruled out above under the same key.
    if ('conflict' in saved) return 'id-taken';
    await sql`update order_drafts set copied_from = ${source.id}::uuid where id = ${change.newId}::uuid`.execute(
      trx,
    );
    await recordAudit(trx, {
      userId: change.actor.userId,
      username: change.actor.username,
      action: 'copy',
      entity: 'order',
      entityKey: change.newId,
      oldValue: null,
      newValue: {
        copiedFrom: source.id,
        customerRegister: source.customer_register,
        representativeId: saved.draft.representativeId,
        items: items.length,
      },
    });
    return { draft: saved.draft, created: true };
  });
