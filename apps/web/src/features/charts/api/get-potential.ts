import { type IndicatorMonthQuery, potentialCall } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/v1/collection/get-by (Potencial donut; only called with a representative, docs/product.md §5). */
export const getPotential = (query: IndicatorMonthQuery, signal?: AbortSignal) =>
  apiClient.call(potentialCall, { query, signal });

export const potentialQueryOptions = (query: IndicatorMonthQuery, enabled = true) =>
  queryOptions({
    queryKey: ['potential', query],
    queryFn: ({ signal }) => getPotential(query, signal),
    enabled,
  });

export const usePotential = (query: IndicatorMonthQuery, enabled = true) =>
  useQuery(potentialQueryOptions(query, enabled));
