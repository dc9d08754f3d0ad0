import {
  type CustomerPerformanceQuery,
  type CustomerPerformanceRow,
  customerPerformanceGridCall,
} from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET api/v1/reports/customer-performance: every customer with the amount sold per collection group (docs/product.md §2.13, decision 041). */
export const getCustomerPerformance = (
  query: CustomerPerformanceQuery,
  signal?: AbortSignal,
): Promise<CustomerPerformanceRow[]> => apiClient.call(customerPerformanceGridCall, { query, signal });

export const customerPerformanceQueryOptions = (query: CustomerPerformanceQuery | null) =>
  queryOptions({
    queryKey: ['report-customer-performance', query],
    queryFn: ({ signal }) => getCustomerPerformance(query as CustomerPerformanceQuery, signal),
    enabled: query !== null,
  });

export const useCustomerPerformance = (query: CustomerPerformanceQuery | null) =>
  useQuery(customerPerformanceQueryOptions(query));
