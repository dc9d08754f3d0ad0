import { orderDeliveriesCall } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const orderDeliveriesKey = ['admin', 'order-deliveries'] as const;

/** How often the panel asks again while deliveries wait: the loop retries on its own. */
const PENDING_REFRESH_MS = 10_000;

/** GET api/v1/admin/order-deliveries: the webhook's pending, failing and last day's delivered orders. */
export const getOrderDeliveries = (signal?: AbortSignal) => apiClient.call(orderDeliveriesCall, { signal });

export const useOrderDeliveries = () =>
  useQuery({
    queryKey: orderDeliveriesKey,
    queryFn: ({ signal }) => getOrderDeliveries(signal),
    refetchInterval: (query) => ((query.state.data?.pending ?? 0) > 0 ? PENDING_REFRESH_MS : false),
  });
