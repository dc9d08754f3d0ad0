import { type IndicatorMonthQuery, goalSalesPeriodCall } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/v1/goal-sales-period/get-by (weekly Meta/Venda points of the 12 months ending with the month). */
export const getGoalSalesPeriod = (query: IndicatorMonthQuery, signal?: AbortSignal) =>
  apiClient.call(goalSalesPeriodCall, { query, signal });

export const goalSalesPeriodQueryOptions = (query: IndicatorMonthQuery, enabled = true) =>
  queryOptions({
    queryKey: ['goal-sales-period', query],
    queryFn: ({ signal }) => getGoalSalesPeriod(query, signal),
    enabled,
  });

export const useGoalSalesPeriod = (query: IndicatorMonthQuery, enabled = true) =>
  useQuery(goalSalesPeriodQueryOptions(query, enabled));
