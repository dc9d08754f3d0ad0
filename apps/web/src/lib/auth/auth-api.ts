import {
  accountExt,
  currentUser,
  tokenAnswer,
  type AccountExt,
  type CurrentUser,
  type LoginBody,
} from '@portal/contracts';
import { apiClient } from '../api-client.ts';

/** POST /api/login: the token is the body (spec §7). */
export const login = (body: LoginBody): Promise<string> => apiClient.post('/api/login', body, tokenAnswer);

export const fetchCurrentUser = (signal?: AbortSignal): Promise<CurrentUser> =>
  apiClient.get('/api/v1/representative/current-user', currentUser, { signal });

/** A fresh token carrying the user's current authorities (spec §6). */
export const fetchRenewedToken = (): Promise<string> =>
  apiClient.get('/api/account/users/renew-authorities', tokenAnswer);

export const fetchAccountExt = (signal?: AbortSignal): Promise<AccountExt> =>
  apiClient.get('/api/account/users/ext', accountExt, { signal });
