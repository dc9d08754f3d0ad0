import { type IndicatorMonthQuery, goalSalesCall } from '@portal/contracts';
import { useAnswerQuery } from '../../../lib/answer-query.ts';
import { callQueryOptions } from '../../../lib/call-query.ts';

/** GET /api/v1/goal-sales/get-by (half-donut per quota article). */
export const goalSalesQueryOptions = (query: IndicatorMonthQuery, enabled = true) =>
  callQueryOptions('goal-sales', goalSalesCall, query, enabled);

export const useGoalSales = (query: IndicatorMonthQuery, enabled = true) =>
  useAnswerQuery(goalSalesQueryOptions(query, enabled));
