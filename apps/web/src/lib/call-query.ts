import type { ApiCall, CallAnswer, CallQuery } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { useAnswerQuery } from './answer-query.ts';
import { apiClient } from './api-client.ts';

type CallOfQuery<C extends ApiCall> = (
  call: C,
  options: { query: CallQuery<C> | null; signal: AbortSignal },
) => Promise<CallAnswer<C>>;

/**
 * The cached read of a call that takes a query: its answer is kept under `[key, query]`, and nothing is asked while
 * the query is null (the screen's filters are not ready yet) or `enabled` is false.
 */
export const callQueryOptions = <C extends ApiCall>(
  key: string,
  call: C,
  query: CallQuery<C> | null,
  enabled = true,
) =>
  queryOptions({
    queryKey: [key, query] as const,
    // The query is the call's own filter type; the cast only spares the variadic options typing.
    queryFn: ({ signal }) => (apiClient.call as CallOfQuery<C>)(call, { query, signal }),
    enabled: enabled && query !== null,
  });

export const useCallQuery = <C extends ApiCall>(
  key: string,
  call: C,
  query: CallQuery<C> | null,
  enabled = true,
) => useAnswerQuery(callQueryOptions(key, call, query, enabled));
