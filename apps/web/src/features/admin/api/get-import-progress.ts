import { importProgressCall } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET api/v1/imports/current, polled every second while `watching` (an upload runs). */
export const getImportProgress = (signal?: AbortSignal) => apiClient.call(importProgressCall, { signal });

export const useImportProgress = (watching: boolean) =>
  useQuery({
    queryKey: ['admin', 'imports', 'current'],
    queryFn: ({ signal }) => getImportProgress(signal),
    refetchInterval: watching ? 1000 : false,
  });
