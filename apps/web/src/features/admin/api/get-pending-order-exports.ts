import { pendingOrderExportsCall } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const pendingOrderExportsKey = ['admin', 'order-exports', 'pending'] as const;

/** GET api/v1/admin/order-exports/pending: the sent orders "Exportar" would take, oldest send first. */
export const getPendingOrderExports = (signal?: AbortSignal) =>
  apiClient.call(pendingOrderExportsCall, { signal });

export const usePendingOrderExports = () =>
  useQuery({ queryKey: pendingOrderExportsKey, queryFn: ({ signal }) => getPendingOrderExports(signal) });
