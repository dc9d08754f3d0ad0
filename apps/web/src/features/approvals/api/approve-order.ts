import { approveOrderCall, type OrderDraftAnswer } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { approvalsKeyRoot } from './get-approval-count.ts';

/** POST api/v1/order-drafts/{id}/approve: the order is sent; the list and the badge are asked again, even on a 409. */
export const approveOrder = (id: string): Promise<OrderDraftAnswer> =>
  apiClient.call(approveOrderCall, { params: { id }, body: {} });

export const useApproveOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: approvalsKeyRoot }),
  });
};
