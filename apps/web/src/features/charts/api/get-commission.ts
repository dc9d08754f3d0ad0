import { type CommissionQuery, commissionCall } from '@portal/contracts';
import { useAnswerQuery } from '../../../lib/answer-query.ts';
import { callQueryOptions } from '../../../lib/call-query.ts';

/** GET /api/v1/commission/get-by (Comissão donut). */
export const commissionQueryOptions = (query: CommissionQuery, enabled = true) =>
  callQueryOptions('commission', commissionCall, query, enabled);

export const useCommission = (query: CommissionQuery, enabled = true) =>
  useAnswerQuery(commissionQueryOptions(query, enabled));
