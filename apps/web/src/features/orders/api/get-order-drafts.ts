import { orderDraftsCall, type OrderDraftsAnswer, type OrderDraftStatus } from '@portal/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type OrderDraftsFilter = {
  representativeId?: number | undefined;
  status?: OrderDraftStatus[] | undefined;
};

/** Orders a page of the list holds: a phone's screenful or two; the rest come with "Mostrar mais". */
export const ORDERS_PAGE_SIZE = 50;

/** GET api/v1/order-drafts: one page of the orders list, newest first (docs/domain.md §6). */
export const getOrderDrafts = (
  filter: OrderDraftsFilter,
  page: number,
  signal?: AbortSignal,
): Promise<OrderDraftsAnswer> =>
  apiClient.call(orderDraftsCall, { query: { ...filter, page, size: ORDERS_PAGE_SIZE }, signal });

export const orderDraftsKeyRoot = ['orders', 'list'] as const;

/** Page after page until one comes back short: the last (docs/domain.md §6). */
export const orderDraftsQueryOptions = (filter: OrderDraftsFilter | null) =>
  infiniteQueryOptions({
    queryKey: [...orderDraftsKeyRoot, filter],
    queryFn: ({ signal, pageParam }) => getOrderDrafts(filter as OrderDraftsFilter, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last: OrderDraftsAnswer, pages: OrderDraftsAnswer[]) =>
      last.length < ORDERS_PAGE_SIZE ? undefined : pages.length,
    enabled: filter !== null,
  });

export const useOrderDrafts = (filter: OrderDraftsFilter | null) =>
  useInfiniteQuery(orderDraftsQueryOptions(filter));
