import { orderApprovalsCall, type OrderApprovalsAnswer } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { approvalsKeyRoot } from './get-approval-count.ts';

export const approvalsListKey = [...approvalsKeyRoot, 'list'] as const;

/** Long enough to span a reopened app's start, short enough that coming back to the screen asks again. */
const OPENING_ANSWER_FRESH_MS = 5_000;

/** GET api/v1/order-approvals: the awaiting orders of the caller's scope, oldest first. */
export const getOrderApprovals = (signal?: AbortSignal): Promise<OrderApprovalsAnswer> =>
  apiClient.call(orderApprovalsCall, { signal });

export const orderApprovalsQueryOptions = () =>
  queryOptions({
    queryKey: approvalsListKey,
    queryFn: ({ signal }) => getOrderApprovals(signal),
    // Another supervisor may decide meanwhile: the list is asked again whenever the screen comes back in front. The
    // list asked ahead of the screen's code (app/answer-preload) is not asked again as it first draws (docs/decisions/234).
    staleTime: OPENING_ANSWER_FRESH_MS,
    refetchOnWindowFocus: 'always',
    // A 403 (a rep) or a 409 answers the same on a retry.
    retry: false,
  });

export const useOrderApprovals = () => useQuery(orderApprovalsQueryOptions());
