import { orderDraftCall, type OrderDraftAnswer } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET api/v1/order-drafts/{id}: one order with its evaluation (frozen once sent). */
export const getOrderDraft = (id: string, signal?: AbortSignal): Promise<OrderDraftAnswer> =>
  apiClient.call(orderDraftCall, { params: { id }, signal });

export const orderDraftQueryOptions = (id: string | null) =>
  queryOptions({
    queryKey: ['orders', 'draft', id],
    queryFn: ({ signal }) => getOrderDraft(id as string, signal),
    enabled: id !== null,
    retry: false,
  });

export const useOrderDraft = (id: string | null) => useQuery(orderDraftQueryOptions(id));
