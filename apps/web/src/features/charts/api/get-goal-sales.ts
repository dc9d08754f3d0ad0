import { type IndicatorMonthQuery, goalSalesCall } from '@portal/contracts';
import { useCallQuery } from '../../../lib/call-query.ts';

/** GET /api/v1/goal-sales/get-by (half-donut per quota article). */
export const useGoalSales = (query: IndicatorMonthQuery, enabled = true) =>
  useCallQuery('goal-sales', goalSalesCall, query, enabled);
