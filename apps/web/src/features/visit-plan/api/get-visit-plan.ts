import { toQueryParams, visitPlanCall, type VisitPlanAnswer, type VisitPlanQuery } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { useAnswerQuery } from '../../../lib/answer-query.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { visitPlanKeyRoot } from '../../../lib/visits/record-visit.ts';

/** GET api/v1/visit-plan: the route's customers with their reasons, best score first (docs/domain.md §5.1). */
export const getVisitPlan = (query: VisitPlanQuery, signal?: AbortSignal): Promise<VisitPlanAnswer> =>
  apiClient.call(visitPlanCall, { query, signal });

/** The URL the API client records the answer's time under (lib/answer-times), to say how old the plan is. */
export const visitPlanUrl = (query: VisitPlanQuery): string => {
  const params = toQueryParams(query).toString();
  return params ? `${visitPlanCall.url}?${params}` : visitPlanCall.url;
};

export const visitPlanQueryOptions = (query: VisitPlanQuery | null) =>
  queryOptions({
    queryKey: [...visitPlanKeyRoot, query],
    queryFn: ({ signal }) => getVisitPlan(query as VisitPlanQuery, signal),
    enabled: query !== null,
  });

export const useVisitPlan = (query: VisitPlanQuery | null) => useAnswerQuery(visitPlanQueryOptions(query));
