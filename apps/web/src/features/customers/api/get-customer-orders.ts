import { type CustomerOrdersQuery, type CustomerWithOrders, customerOrdersCall } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET api/v1/customer/orders: customers with their orders issued in the period (docs/product.md §2.8). */
export const getCustomerOrders = (
  query: CustomerOrdersQuery,
  signal?: AbortSignal,
): Promise<CustomerWithOrders[]> => apiClient.call(customerOrdersCall, { query, signal });

export const customerOrdersKey = (query: CustomerOrdersQuery | null) => ['customer-orders', query] as const;

export const customerOrdersQueryOptions = (query: CustomerOrdersQuery | null) =>
  queryOptions({
    queryKey: customerOrdersKey(query),
    queryFn: ({ signal }) => getCustomerOrders(query as CustomerOrdersQuery, signal),
    enabled: query !== null,
  });

export const useCustomerOrders = (query: CustomerOrdersQuery | null) =>
  useQuery(customerOrdersQueryOptions(query));
