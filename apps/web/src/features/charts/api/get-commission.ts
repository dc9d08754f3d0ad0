import { type CommissionQuery, commissionCall } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/v1/commission/get-by (Comissão donut). */
export const getCommission = (query: CommissionQuery, signal?: AbortSignal) =>
  apiClient.call(commissionCall, { query, signal });

export const commissionQueryOptions = (query: CommissionQuery, enabled = true) =>
  queryOptions({
    queryKey: ['commission', query],
    queryFn: ({ signal }) => getCommission(query, signal),
    enabled,
  });

export const useCommission = (query: CommissionQuery, enabled = true) =>
  useQuery(commissionQueryOptions(query, enabled));
