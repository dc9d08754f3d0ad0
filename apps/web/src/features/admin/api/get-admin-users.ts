import { adminUsersCall } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const adminUsersKey = ['admin', 'users'] as const;

/** GET api/v1/admin/users: every login with its sign-in state. */
export const getAdminUsers = (signal?: AbortSignal) => apiClient.call(adminUsersCall, { signal });

export const useAdminUsers = () =>
  useQuery({ queryKey: adminUsersKey, queryFn: ({ signal }) => getAdminUsers(signal) });
