import { inboxCountsCall, type InboxCountsAnswer } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Every few minutes while the app is in front; never in the background (docs/decisions/075). */
export const INBOX_REFRESH_MS = 3 * 60_000;
/** A focus within this time of the last answer asks nothing: switching apps back and forth is no storm. */
export const INBOX_FRESH_MS = 60_000;

export const inboxKeyRoot = ['inbox'] as const;
export const inboxCountsKey = [...inboxKeyRoot, 'counts'] as const;

/** GET api/v1/inbox/counts: both badges in one call. */
export const getInboxCounts = (signal?: AbortSignal): Promise<InboxCountsAnswer> =>
  apiClient.call(inboxCountsCall, { signal });

export const inboxCountsQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: inboxCountsKey,
    queryFn: ({ signal }) => getInboxCounts(signal),
    enabled,
    staleTime: INBOX_FRESH_MS,
    refetchInterval: INBOX_REFRESH_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    // A badge is no reason to retry against a server that just failed: the next tick asks again.
    retry: false,
  });

export const useInboxCounts = (enabled: boolean) => useQuery(inboxCountsQueryOptions(enabled));
