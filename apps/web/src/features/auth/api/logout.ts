import { logoutCall, logoutEverywhereCall } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client.ts';

/** Ends this session on the server (a 204, no body: null): the token and its renewals stop working on every instance. */
export const logoutHere = (signal?: AbortSignal): Promise<null> =>
  apiClient.call(logoutCall, signal ? { signal } : {});

/** Ends every session of the user, on every device. */
export const logoutEverywhere = (signal?: AbortSignal): Promise<null> =>
  apiClient.call(logoutEverywhereCall, signal ? { signal } : {});
