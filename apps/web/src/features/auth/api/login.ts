import { type LoginBody, loginCall } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/login: the token is the body (docs/product.md §7). */
export const login = (body: LoginBody): Promise<string> => apiClient.call(loginCall, { body });
