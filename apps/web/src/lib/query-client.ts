import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';

/** One client for the app. Reports are heavy and change nightly, so no refetch on focus and a minute of freshness. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      gcTime: 30 * 60_000,
      refetchOnWindowFocus: false,
      // A 4xx will not change on retry; a network hiccup (rep on the road) gets one more try.
      retry: (failureCount, error) =>
        failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
    },
    mutations: { retry: false },
  },
});
