import { teamMonthBoardCall, type TeamMonthBoardAnswer, type TeamMonthBoardQuery } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { useAnswerQuery } from '../../../lib/answer-query.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** GET api/v1/team/board: one row per rep of the scope for month M, and the team total (docs/domain.md §5.4). */
export const getTeamBoard = (
  query: TeamMonthBoardQuery,
  signal?: AbortSignal,
): Promise<TeamMonthBoardAnswer> => apiClient.call(teamMonthBoardCall, { query, signal });

export const teamBoardQueryOptions = (query: TeamMonthBoardQuery | null) =>
  queryOptions({
    queryKey: ['team-board', query],
    queryFn: ({ signal }) => getTeamBoard(query as TeamMonthBoardQuery, signal),
    enabled: query !== null,
  });

export const useTeamBoard = (query: TeamMonthBoardQuery | null) =>
  useAnswerQuery(teamBoardQueryOptions(query));
