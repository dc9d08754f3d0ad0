import { routesAnswer, type RouteRow, type RoutesQuery } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET api/v1/routes: one row per representative × city, route 0 when none is saved (spec §2.14, decision 042). */
export const getRoutes = (query: RoutesQuery, signal?: AbortSignal): Promise<RouteRow[]> =>
  apiClient.get('/api/v1/routes', routesAnswer, { query, signal });

export const routesKey = (query: RoutesQuery | null) => ['routes', query] as const;

export const routesQueryOptions = (query: RoutesQuery | null) =>
  queryOptions({
    queryKey: routesKey(query),
    queryFn: ({ signal }) => getRoutes(query as RoutesQuery, signal),
    enabled: query !== null,
  });

export const useRoutes = (query: RoutesQuery | null) => useQuery(routesQueryOptions(query));
