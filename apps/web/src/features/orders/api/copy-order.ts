import { copyOrderCall, type OrderDraftAnswer } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * POST api/v1/order-drafts/{id}/copy (docs/domain.md §8.5): a new draft under the device's id with the order's terms and
 * items at today's prices; the same id again answers the same draft, so a retry never makes a second one.
 */
export const copyOrder = (id: string, newId: string): Promise<OrderDraftAnswer> =>
  apiClient.call(copyOrderCall, { params: { id }, body: { id: newId } });
