import { orderApprovalCountCall, type OrderApprovalCountAnswer } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Every key of the screen starts here: approving or rejecting refreshes the list and the badge together. */
export const approvalsKeyRoot = ['order-approvals'] as const;
export const approvalCountKey = [...approvalsKeyRoot, 'count'] as const;

/** A badge asks again every few minutes while the app is in front, like the inbox's; a decision asks at once. */
export const APPROVAL_COUNT_REFRESH_MS = 3 * 60_000;
const APPROVAL_COUNT_FRESH_MS = 60_000;

/** GET api/v1/order-approvals/count: the menu's and the dashboard tile's number, without the orders. */
export const getApprovalCount = (signal?: AbortSignal): Promise<OrderApprovalCountAnswer> =>
  apiClient.call(orderApprovalCountCall, { signal });

export const approvalCountQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: approvalCountKey,
    queryFn: ({ signal }) => getApprovalCount(signal),
    enabled,
    staleTime: APPROVAL_COUNT_FRESH_MS,
    refetchInterval: APPROVAL_COUNT_REFRESH_MS,
    refetchIntervalInBackground: false,
    // A badge is no reason to retry against a server that just failed: the next tick asks again.
    retry: false,
  });

/** Only approvers ask: a rep's menu has no Aprovações (the server would answer 403). */
export const useApprovalCount = (enabled: boolean) => useQuery(approvalCountQueryOptions(enabled));
