import { logoutCall, logoutEverywhereCall } from '@portal/contracts';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';

/** The server answers 204 with no body. */
const noBody = z.undefined();

/** Ends this session on the server: the token and its renewals stop working on every instance. */
export const logoutHere = (signal?: AbortSignal): Promise<null> =>
  apiClient.call(logoutCall, signal ? { signal } : {});

/** Ends every session of the user, on every device. */
export const logoutEverywhere = (signal?: AbortSignal): Promise<null> =>
  apiClient.call(logoutEverywhereCall, signal ? { signal } : {});
