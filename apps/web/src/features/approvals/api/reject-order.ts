import { rejectOrderCall, type OrderDraftAnswer } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { approvalsKeyRoot } from './get-approval-count.ts';

/** POST api/v1/order-drafts/{id}/reject: back to the rep as a draft with the reason; list and badge asked again. */
export const rejectOrder = ({ id, reason }: { id: string; reason: string }): Promise<OrderDraftAnswer> =>
  apiClient.call(rejectOrderCall, { params: { id }, body: { reason } });

export const useRejectOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: approvalsKeyRoot }),
  });
};
