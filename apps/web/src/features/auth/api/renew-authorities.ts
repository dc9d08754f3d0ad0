import { tokenAnswer } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client.ts';

/** A fresh token carrying the user's current authorities (spec §6). */
export const getRenewedToken = (): Promise<string> =>
  apiClient.get('/api/account/users/renew-authorities', tokenAnswer);
