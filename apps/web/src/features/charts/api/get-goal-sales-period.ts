import { type IndicatorMonthQuery, goalSalesPeriodCall } from '@portal/contracts';
import { useCallQuery } from '../../../lib/call-query.ts';

/** GET /api/v1/goal-sales-period/get-by (weekly Meta/Venda points of the 12 months ending with the month). */
export const useGoalSalesPeriod = (query: IndicatorMonthQuery, enabled = true) =>
  useCallQuery('goal-sales-period', goalSalesPeriodCall, query, enabled);
