import { type IndicatorMonthQuery, goalSalesPeriodCall } from '@portal/contracts';
import { useAnswerQuery } from '../../../lib/answer-query.ts';
import { callQueryOptions } from '../../../lib/call-query.ts';

/** GET /api/v1/goal-sales-period/get-by (weekly Meta/Venda points of the 12 months ending with the month). */
export const goalSalesPeriodQueryOptions = (query: IndicatorMonthQuery, enabled = true) =>
  callQueryOptions('goal-sales-period', goalSalesPeriodCall, query, enabled);

export const useGoalSalesPeriod = (query: IndicatorMonthQuery, enabled = true) =>
  useAnswerQuery(goalSalesPeriodQueryOptions(query, enabled));
