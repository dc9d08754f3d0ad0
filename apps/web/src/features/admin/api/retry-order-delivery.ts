import { retryOrderDeliveryCall } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { orderDeliveriesKey } from './get-order-deliveries.ts';

/** POST api/v1/admin/order-deliveries/:id/retry ("Tentar agora", audited by the server): answers the panel again. */
export const retryOrderDelivery = (id: string) => apiClient.call(retryOrderDeliveryCall, { params: { id } });

export const useRetryOrderDelivery = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryOrderDelivery,
    onSuccess: (answer) => queryClient.setQueryData(orderDeliveriesKey, answer),
    // The attempt itself takes a moment: look again once it has had its chance.
    onSettled: () =>
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: orderDeliveriesKey }), 3_000),
  });
};
