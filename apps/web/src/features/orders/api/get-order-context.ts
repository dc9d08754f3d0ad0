import { orderContextCall, type OrderContextAnswer } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type OrderContextKey = { customerRegister: string; representativeId?: number | undefined };

/** GET api/v1/order-context: the figures the summary moves from (docs/domain.md §6). */
export const getOrderContext = (key: OrderContextKey, signal?: AbortSignal): Promise<OrderContextAnswer> =>
  apiClient.call(orderContextCall, { query: key, signal });

export const orderContextQueryOptions = (key: OrderContextKey | null) =>
  queryOptions({
    queryKey: ['orders', 'context', key],
    queryFn: ({ signal }) => getOrderContext(key as OrderContextKey, signal),
    enabled: key !== null,
    staleTime: 5 * 60_000,
  });

export const useOrderContext = (key: OrderContextKey | null) => useQuery(orderContextQueryOptions(key));
