import type { OrderDraftAnswer } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import {
  erpAnswerStatements,
  judgeErpAnswer,
  type Answerer,
  type ErpAnswer,
} from '../../domain/orders/erp-answer.queries.ts';
import { answerFor, draftRow } from './order-drafts.queries.ts';

// The ERP's answer given through the API (docs/domain.md §8.5; docs/decisions/209): the same judgement and statements
// as portal_order_returns.csv (domain/orders/erp-answer.queries.ts), on the order's locked row.

export type ErpAnswerOutcome =
  | 'not-found'
  | { conflict: OrderDraftAnswer; reason: 'contradicts' | 'not-sent' }
  | { draft: OrderDraftAnswer; changed: boolean };

export const answerOrder = async (
  db: Kysely<Database>,
  change: { id: string; answer: ErpAnswer; answerer: Answerer; today: string },
): Promise<ErpAnswerOutcome> =>
  db.transaction().execute(async (trx): Promise<ErpAnswerOutcome> => {
    const row = await draftRow(trx, change.id, true);
    if (!row) return 'not-found';
    const judgement = judgeErpAnswer(
      {
        status: row.status,
        erpOrderNumber: row.erp_order_number === null ? null : String(row.erp_order_number),
        erpRejectionReason: row.erp_rejection_reason,
      },
      change.answer,
    );
    if (judgement === 'answer')
      for (const statement of erpAnswerStatements(change.id, change.answer, change.answerer, change.today))
        await statement.execute(trx);
    const after = await draftRow(trx, change.id);
    if (!after) throw new Error('pedido respondido não encontrado');
    const draft = await answerFor(trx, after, change.today);
    if (judgement === 'contradicts' || judgement === 'not-sent')
      return { conflict: draft, reason: judgement };
    return { draft, changed: judgement === 'answer' };
  });
