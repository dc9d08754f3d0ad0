import { visitRoutesCall, type RouteRow, type RoutesQuery } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * GET api/v1/routes, read here for the Rota and Cidade choices (rep × city with its route). Its own key: the
 * Rotas screen edits its cache in place, and this list only needs to be as fresh as a page load.
 */
export const getRepRoutes = (query: RoutesQuery, signal?: AbortSignal): Promise<RouteRow[]> =>
  apiClient.call(visitRoutesCall, { query, signal });

export const repRoutesQueryOptions = (query: RoutesQuery | null) =>
  queryOptions({
    queryKey: ['visit-plan-routes', query],
    queryFn: ({ signal }) => getRepRoutes(query as RoutesQuery, signal),
    enabled: query !== null,
    staleTime: 10 * 60_000,
  });

export const useRepRoutes = (query: RoutesQuery | null) => useQuery(repRoutesQueryOptions(query));
