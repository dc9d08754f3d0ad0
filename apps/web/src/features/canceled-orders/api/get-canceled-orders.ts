import {
  type CanceledOrderGridRow,
  type RepresentativeOnlyQuery,
  canceledOrdersGridCall,
} from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET api/v1/reports/canceled-orders: the orders cancelled in the last 365 days (docs/product.md §2.12, decision 041). */
export const getCanceledOrders = (
  query: RepresentativeOnlyQuery,
  signal?: AbortSignal,
): Promise<CanceledOrderGridRow[]> => apiClient.call(canceledOrdersGridCall, { query, signal });

export const canceledOrdersQueryOptions = (query: RepresentativeOnlyQuery | null) =>
  queryOptions({
    queryKey: ['report-canceled-orders', query],
    queryFn: ({ signal }) => getCanceledOrders(query as RepresentativeOnlyQuery, signal),
    enabled: query !== null,
  });

export const useCanceledOrders = (query: RepresentativeOnlyQuery | null) =>
  useQuery(canceledOrdersQueryOptions(query));
