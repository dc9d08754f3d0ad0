import { systemCall } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** How often Sistema asks again while an export runs, so its rows written move on screen. */
const EXPORTS_REFRESH_MS = 5_000;

/** GET api/v1/admin/system; polled while the answer lists running exports. */
export const getSystem = (signal?: AbortSignal) => apiClient.call(systemCall, { signal });

export const useSystem = () =>
  useQuery({
    queryKey: ['admin', 'system'],
    queryFn: ({ signal }) => getSystem(signal),
    refetchInterval: (query) => ((query.state.data?.exports.length ?? 0) > 0 ? EXPORTS_REFRESH_MS : false),
  });
