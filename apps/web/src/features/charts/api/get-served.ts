import { type ServedQuery, servedCall } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/v1/customer/served (Clientes Atendidos overview). */
export const getServed = (query: ServedQuery, signal?: AbortSignal) =>
  apiClient.call(servedCall, { query, signal });

export const servedQueryOptions = (query: ServedQuery, enabled = true) =>
  queryOptions({ queryKey: ['served', query], queryFn: ({ signal }) => getServed(query, signal), enabled });

export const useServed = (query: ServedQuery, enabled = true) => useQuery(servedQueryOptions(query, enabled));
