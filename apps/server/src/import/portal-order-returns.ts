import { IMPORT_ACTOR } from '../domain/audit/audit-log.queries.ts';
import { erpAnswerSql, judgeErpAnswer, type ErpAnswer } from '../domain/orders/erp-answer.queries.ts';
import type { OrderDraftStatusValue } from '../db/database.ts';
import type { Session } from './session.ts';

// The ERP's answers of portal_order_returns.csv (docs/domain.md §8.5; docs/decisions/209), applied in the import's
// transaction after the echo of orders.csv, by the same judgement and statements as the call: a sent or exported
// order takes its answer; the same answer again changes nothing; an answer contradicting the one an order already has,
// an id the portal does not know and an order never sent are reported in the summary, and the import goes on.

const SHOWN = 20;

type ReturnRow = {
  portal_order_id: string;
  status: 'accepted' | 'rejected';
  erp_order_number: string | null;
  reason: string | null;
  draft_id: string | null;
  draft_status: OrderDraftStatusValue | null;
  draft_number: string | null;
  draft_reason: string | null;
};

const listed = (ids: string[]): string => {
  const shown = ids.slice(0, SHOWN).join(', ');
  return ids.length > SHOWN ? `${shown} e mais ${ids.length - SHOWN}` : shown;
};

/** Applies the file's answers; returns the summary's notices (empty when there is nothing to say). */
export const applyPortalOrderReturns = async (session: Session, today: string): Promise<string[]> => {
  const { rows } = await session.query<ReturnRow>(
    `select r.portal_order_id, r.status, r.erp_order_number::text as erp_order_number, r.reason,
            d.id::text as draft_id, d.status as draft_status, d.erp_order_number::text as draft_number,
            d.erp_rejection_reason as draft_reason
       from portal_order_returns r
       left join order_drafts d on d.id::text = lower(trim(r.portal_order_id))
      order by r.portal_order_id`,
  );
  const accepted: string[] = [];
  const rejected: string[] = [];
  const contradicting: string[] = [];
  const unknown: string[] = [];
  const notSent: string[] = [];
  for (const row of rows) {
    if (row.draft_id === null || row.draft_status === null) {
      unknown.push(row.portal_order_id);
      continue;
    }
    const answer: ErpAnswer =
      row.status === 'accepted'
        ? { status: 'accepted', erpOrderNumber: row.erp_order_number ?? '' }
        : { status: 'rejected', reason: row.reason ?? '' };
    const judgement = judgeErpAnswer(
      { status: row.draft_status, erpOrderNumber: row.draft_number, erpRejectionReason: row.draft_reason },
      answer,
    );
    if (judgement === 'contradicts') contradicting.push(row.portal_order_id);
    if (judgement === 'not-sent') notSent.push(row.portal_order_id);
    if (judgement !== 'answer') continue;
    for (const statement of erpAnswerSql(row.draft_id, answer, IMPORT_ACTOR, today))
      await session.query(statement.sql, [...statement.parameters]);
    (answer.status === 'accepted' ? accepted : rejected).push(row.portal_order_id);
  }
  const notices: string[] = [];
  if (accepted.length + rejected.length > 0)
    notices.push(
      `Respostas do ERP registradas: ${accepted.length} ${accepted.length === 1 ? 'aceito' : 'aceitos'}, ${rejected.length} ${rejected.length === 1 ? 'recusado' : 'recusados'}`,
    );
  if (contradicting.length > 0)
    notices.push(
      `Respostas do ERP diferentes da já registrada (mantida a primeira): ${listed(contradicting)}`,
    );
  if (notSent.length > 0)
    notices.push(`Respostas do ERP para pedidos ainda não enviados (ignoradas): ${listed(notSent)}`);
  if (unknown.length > 0)
    notices.push(`Respostas do ERP com portal_order_id desconhecido pelo portal: ${listed(unknown)}`);
  return notices;
};
