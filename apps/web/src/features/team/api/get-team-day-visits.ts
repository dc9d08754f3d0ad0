import { teamDayVisitsCall, type TeamDayVisitsAnswer, type TeamDayVisitsQuery } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET api/v1/team/visits: a rep's visits of one day, in the order they were recorded (docs/domain.md §7). */
export const getTeamDayVisits = (
  query: TeamDayVisitsQuery,
  signal?: AbortSignal,
): Promise<TeamDayVisitsAnswer> => apiClient.call(teamDayVisitsCall, { query, signal });

export const teamDayVisitsQueryOptions = (query: TeamDayVisitsQuery | null) =>
  queryOptions({
    queryKey: ['team-day-visits', query],
    queryFn: ({ signal }) => getTeamDayVisits(query as TeamDayVisitsQuery, signal),
    enabled: query !== null,
  });

export const useTeamDayVisits = (query: TeamDayVisitsQuery | null) =>
  useQuery(teamDayVisitsQueryOptions(query));
