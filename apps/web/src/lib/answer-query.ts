import {
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';

/**
 * `useQuery` for a screen's answer, whose request leaves as soon as the screen's code renders it instead of after
 * the whole page (the shell, the filters, the grid's frame) has been drawn and committed: `useQuery` asks only once
 * it subscribes, at the end of the commit, which on a phone's first visit is a few hundred milliseconds later
 * (docs/decisions/179). The query itself is the same; the render only starts it earlier, once.
 */
export const useAnswerQuery = <TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): UseQueryResult<TData, TError> => {
  const client = useQueryClient();
  if (options.enabled === true || options.enabled === undefined) {
    if (!client.getQueryState(options.queryKey)) void client.prefetchQuery(options);
  }
  return useQuery(options);
};
