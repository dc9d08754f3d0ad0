import { sendOrderDraftCall, type OrderDraftAnswer } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * POST api/v1/order-drafts/{id}/send (docs/domain.md §6): 200 with the sent order, the same again on a retry; 422
 * when it has problems (the draft with them comes back through sendRefusal).
 */
export const sendOrderDraft = (id: string, recordVisit: boolean): Promise<OrderDraftAnswer> =>
  apiClient.call(sendOrderDraftCall, {
    params: { id },
    body: recordVisit ? { recordVisit: true } : {},
  });
