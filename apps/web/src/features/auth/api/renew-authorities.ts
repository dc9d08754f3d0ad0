import { renewTokenCall } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client.ts';

/** A fresh token carrying the user's current authorities (docs/product.md §6). */
export const getRenewedToken = (): Promise<string> => apiClient.call(renewTokenCall);
