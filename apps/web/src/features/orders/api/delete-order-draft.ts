import { deleteOrderDraftCall } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client.ts';

/** DELETE api/v1/order-drafts/{id}: drafts only (docs/domain.md §6). */
export const deleteOrderDraft = (id: string) => apiClient.call(deleteOrderDraftCall, { params: { id } });
