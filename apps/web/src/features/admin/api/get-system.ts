import { systemCall } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET api/v1/admin/system. */
export const getSystem = (signal?: AbortSignal) => apiClient.call(systemCall, { signal });

export const useSystem = () =>
  useQuery({ queryKey: ['admin', 'system'], queryFn: ({ signal }) => getSystem(signal) });
