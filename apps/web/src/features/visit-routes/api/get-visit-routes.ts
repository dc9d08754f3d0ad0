import { type RouteRow, type RoutesQuery, visitRoutesCall } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { useAnswerQuery } from '../../../lib/answer-query.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** GET api/v1/routes: one row per representative × city, route 0 when none is saved (docs/product.md §2.14, decision 042). */
export const getVisitRoutes = (query: RoutesQuery, signal?: AbortSignal): Promise<RouteRow[]> =>
  apiClient.call(visitRoutesCall, { query, signal });

export const visitRoutesKey = (query: RoutesQuery | null) => ['visit-routes', query] as const;

export const visitRoutesQueryOptions = (query: RoutesQuery | null) =>
  queryOptions({
    queryKey: visitRoutesKey(query),
    queryFn: ({ signal }) => getVisitRoutes(query as RoutesQuery, signal),
    enabled: query !== null,
  });

export const useVisitRoutes = (query: RoutesQuery | null) => useAnswerQuery(visitRoutesQueryOptions(query));
