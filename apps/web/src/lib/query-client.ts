import { onlineManager, QueryClient, replaceEqualDeep } from '@tanstack/react-query';
import { answerTimeOf, markAnswerTime } from './answer-times.ts';
import { isApiError } from './api-error.ts';

/**
 * Structural sharing keeps the previous object when a new answer is equal to it; that object must then carry the
 * new answer's time, or an offline screen would date its rows by the older fetch.
 */
export const shareKeepingAnswerTime = (previous: unknown, next: unknown): unknown => {
  const shared = replaceEqualDeep(previous, next);
  const at = answerTimeOf(next);
  if (shared !== next && at) markAnswerTime(shared, at);
  return shared;
};

/**
 * One client for the app. Reports are heavy and change nightly, so no refetch on focus and a minute of freshness.
 * `offlineFirst`: without signal a query still calls fetch once, so the service worker can answer from its copy;
 * when it has none, the retry waits for the signal and the query runs by itself when it returns.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      gcTime: 30 * 60_000,
      refetchOnWindowFocus: false,
      networkMode: 'offlineFirst',
      structuralSharing: shareKeepingAnswerTime,
      // A 4xx will not change on retry; a server error gets one more try; a network failure (rep on the road,
      // or the first seconds after the signal returns) a few, which wait while the browser knows it is offline.
      retry: (failureCount, error) => {
        if (isApiError(error) && error.isNetwork) return failureCount < 3;
        return failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500);
      },
    },
    mutations: { retry: false },
  },
});

// TanStack assumes online until an `offline` event; a page opened without signal never gets one.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
