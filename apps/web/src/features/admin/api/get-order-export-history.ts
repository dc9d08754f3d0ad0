import { orderExportHistoryCall, type OrderExportHistoryQuery } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const orderExportHistoryKey = ['admin', 'order-exports', 'history'] as const;

/** GET api/v1/admin/order-exports: one page of every export, newest first. */
export const getOrderExportHistory = (query: OrderExportHistoryQuery, signal?: AbortSignal) =>
  apiClient.call(orderExportHistoryCall, { signal, query });

export const useOrderExportHistory = (query: OrderExportHistoryQuery) =>
  useQuery({
    queryKey: [...orderExportHistoryKey, query],
    queryFn: ({ signal }) => getOrderExportHistory(query, signal),
    placeholderData: keepPreviousData,
  });
