import { type CustomerOrdersQuery, type CustomerWithOrders, customerOrdersCall } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { pagedGridKey, usePagedGrid } from '../../../lib/paged-grid-query.ts';
import { CUSTOMERS_FIRST_PAGE_SIZE, CUSTOMERS_NEXT_PAGE_SIZE } from '../../../lib/paged-grid-sizes.ts';

/** GET api/v1/customer/orders: customers with their orders issued in the period (docs/product.md §2.8). */
export const getCustomerOrders = (
  query: CustomerOrdersQuery,
  signal?: AbortSignal,
): Promise<CustomerWithOrders[]> => apiClient.call(customerOrdersCall, { query, signal });

const CUSTOMER_ORDERS = 'customer-orders';

export const customerOrdersKey = (query: CustomerOrdersQuery | null) => [CUSTOMER_ORDERS, query] as const;

/** The key of the pages of a long period's answer (see useCustomerOrders). */
export const customerOrdersPagesKey = (query: CustomerOrdersQuery | null) =>
  pagedGridKey(CUSTOMER_ORDERS, query);

/** Whether the period is longer than a year: then a big rep's customers carry thousands of orders. */
export const isLongPeriod = (query: CustomerOrdersQuery): boolean => {
  const start = new Date(`${query.initialIssueDate}T00:00:00Z`);
  start.setUTCFullYear(start.getUTCFullYear() + 1);
  return query.finalIssueDate >= start.toISOString().slice(0, 10);
};

export const customerOrdersQueryOptions = (query: CustomerOrdersQuery | null) =>
  queryOptions({
    queryKey: customerOrdersKey(query),
    queryFn: ({ signal }) => getCustomerOrders(query as CustomerOrdersQuery, signal),
    enabled: query !== null,
  });

/**
 * A period of a year or less at once (the key the offline copy fills); a longer one page after page of customers,
 * each after the last customer of the one before (docs/decisions/166), the screen growing as they come.
 */
export const useCustomerOrders = (query: CustomerOrdersQuery | null) =>
  usePagedGrid({
    key: CUSTOMER_ORDERS,
    call: customerOrdersCall,
    query,
    paged: isLongPeriod,
    cursorOf: (customer) => customer.register,
    after: (register: string) => ({ afterCustomer: register }),
    pageSizes: { first: CUSTOMERS_FIRST_PAGE_SIZE, next: CUSTOMERS_NEXT_PAGE_SIZE },
  });
