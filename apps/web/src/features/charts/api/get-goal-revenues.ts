import { type IndicatorMonthQuery, goalRevenuesCall } from '@portal/contracts';
import { useCallQuery } from '../../../lib/call-query.ts';

/** GET /api/v1/goal-revenues/get-by (Faturamento do Mês). */
export const useGoalRevenues = (query: IndicatorMonthQuery, enabled = true) =>
  useCallQuery('goal-revenues', goalRevenuesCall, query, enabled);
