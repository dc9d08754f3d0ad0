import { importHistoryCall } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const importHistoryKey = ['admin', 'imports'] as const;

/** GET api/v1/imports: the newest runs first. */
export const getImportHistory = (signal?: AbortSignal) =>
  apiClient.call(importHistoryCall, { signal, query: { limit: 50 } });

export const useImportHistory = () =>
  useQuery({ queryKey: importHistoryKey, queryFn: ({ signal }) => getImportHistory(signal) });
