import { type CurrentUser, currentUserCall } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/v1/representative/current-user: who the stored token belongs to (docs/product.md §4). */
export const getCurrentUser = (signal?: AbortSignal): Promise<CurrentUser> =>
  apiClient.call(currentUserCall, { signal });
