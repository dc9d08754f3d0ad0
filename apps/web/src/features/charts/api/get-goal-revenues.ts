import { type IndicatorMonthQuery, goalRevenuesCall } from '@portal/contracts';
import { useAnswerQuery } from '../../../lib/answer-query.ts';
import { callQueryOptions } from '../../../lib/call-query.ts';

/** GET /api/v1/goal-revenues/get-by (Faturamento do Mês). */
export const goalRevenuesQueryOptions = (query: IndicatorMonthQuery, enabled = true) =>
  callQueryOptions('goal-revenues', goalRevenuesCall, query, enabled);

export const useGoalRevenues = (query: IndicatorMonthQuery, enabled = true) =>
  useAnswerQuery(goalRevenuesQueryOptions(query, enabled));
