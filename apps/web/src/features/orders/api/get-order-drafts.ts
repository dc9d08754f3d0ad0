import { orderDraftsCall, type OrderDraftsAnswer, type OrderDraftStatus } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { useAnswerQuery } from '../../../lib/answer-query.ts';
import { apiClient } from '../../../lib/api-client.ts';

export type OrderDraftsFilter = {
  representativeId?: number | undefined;
  status?: OrderDraftStatus[] | undefined;
};

/** GET api/v1/order-drafts: the orders list, newest first (docs/domain.md §6). */
export const getOrderDrafts = (filter: OrderDraftsFilter, signal?: AbortSignal): Promise<OrderDraftsAnswer> =>
  apiClient.call(orderDraftsCall, { query: filter, signal });

export const orderDraftsKeyRoot = ['orders', 'list'] as const;

export const orderDraftsQueryOptions = (filter: OrderDraftsFilter | null) =>
  queryOptions({
    queryKey: [...orderDraftsKeyRoot, filter],
    queryFn: ({ signal }) => getOrderDrafts(filter as OrderDraftsFilter, signal),
    enabled: filter !== null,
  });

export const useOrderDrafts = (filter: OrderDraftsFilter | null) =>
  useAnswerQuery(orderDraftsQueryOptions(filter));
