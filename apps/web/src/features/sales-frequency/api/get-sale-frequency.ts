import { type SaleFrequencyCustomer, type SaleFrequencyQuery, saleFrequencyCall } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET api/v1/customer/sale-frequency: the customers of Situação Limite with their collections (docs/product.md §2.6). */
export const getSaleFrequency = (
  query: SaleFrequencyQuery,
  signal?: AbortSignal,
): Promise<SaleFrequencyCustomer[]> => apiClient.call(saleFrequencyCall, { query, signal });

export const saleFrequencyQueryOptions = (query: SaleFrequencyQuery | null) =>
  queryOptions({
    queryKey: ['sale-frequency', query],
    queryFn: ({ signal }) => getSaleFrequency(query as SaleFrequencyQuery, signal),
    enabled: query !== null,
  });

export const useSaleFrequency = (query: SaleFrequencyQuery | null) =>
  useQuery(saleFrequencyQueryOptions(query));
