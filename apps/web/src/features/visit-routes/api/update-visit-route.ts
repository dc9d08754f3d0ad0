import { type RouteRow, type RouteUpdateBody, visitRouteUpdateCall } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * PUT api/v1/routes with {representativeId, cityCode, route, routeVersion} (decisions 042, 043): the answer is
 * the saved row with its new routeVersion; a 409 means someone else changed the route since it was read.
 */
export const updateRoute = (body: RouteUpdateBody): Promise<RouteRow> =>
  apiClient.call(visitRouteUpdateCall, { body });

export const useUpdateRoute = () => useMutation({ mutationFn: updateRoute });
