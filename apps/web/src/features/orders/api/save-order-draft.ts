import { saveOrderDraftCall, type OrderDraftAnswer, type OrderDraftBody } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client.ts';

/** PUT api/v1/order-drafts/{id}: the device's id, so a retry never makes a second order (docs/domain.md §6). */
export const saveOrderDraft = (id: string, body: OrderDraftBody): Promise<OrderDraftAnswer> =>
  apiClient.call(saveOrderDraftCall, { params: { id }, body });
