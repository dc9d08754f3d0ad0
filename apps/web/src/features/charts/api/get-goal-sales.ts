import { type IndicatorMonthQuery, goalSalesCall } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/v1/goal-sales/get-by (half-donut per quota article). */
export const getGoalSales = (query: IndicatorMonthQuery, signal?: AbortSignal) =>
  apiClient.call(goalSalesCall, { query, signal });

export const goalSalesQueryOptions = (query: IndicatorMonthQuery, enabled = true) =>
  queryOptions({
    queryKey: ['goal-sales', query],
    queryFn: ({ signal }) => getGoalSales(query, signal),
    enabled,
  });

export const useGoalSales = (query: IndicatorMonthQuery, enabled = true) =>
  useQuery(goalSalesQueryOptions(query, enabled));
