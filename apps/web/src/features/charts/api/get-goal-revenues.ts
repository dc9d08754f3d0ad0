import { type IndicatorMonthQuery, goalRevenuesCall } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/v1/goal-revenues/get-by (Faturamento do Mês). */
export const getGoalRevenues = (query: IndicatorMonthQuery, signal?: AbortSignal) =>
  apiClient.call(goalRevenuesCall, { query, signal });

export const goalRevenuesQueryOptions = (query: IndicatorMonthQuery, enabled = true) =>
  queryOptions({
    queryKey: ['goal-revenues', query],
    queryFn: ({ signal }) => getGoalRevenues(query, signal),
    enabled,
  });

export const useGoalRevenues = (query: IndicatorMonthQuery, enabled = true) =>
  useQuery(goalRevenuesQueryOptions(query, enabled));
