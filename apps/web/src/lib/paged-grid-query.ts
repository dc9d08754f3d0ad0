import type { ApiCall, CallAnswer, CallQuery } from '@portal/contracts';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useAnswerQuery } from './answer-query.ts';
import { useCallback, useEffect, useMemo } from 'react';
import { apiClient } from './api-client.ts';
import { callQueryOptions } from './call-query.ts';

import { FIRST_PAGE_SIZE, NEXT_PAGE_SIZE } from './paged-grid-sizes.ts';

type Row<C extends ApiCall> = CallAnswer<C> extends readonly (infer R)[] ? R : never;

export type PagedGridOptions<C extends ApiCall, Cursor> = {
  key: string;
  call: C;
  query: CallQuery<C> | null;
  /** Whether the query asks for so many rows that they come in pages (a whole scope, no rep named). */
  paged: (query: CallQuery<C>) => boolean;
  /** The cursor a page's last row gives the next page. */
  cursorOf: (row: Row<C>) => Cursor;
  /** The query's own fields naming the cursor, e.g. `{ afterOrder: cursor }`. */
  after: (cursor: Cursor) => Partial<CallQuery<C>>;
  /** The pages' sizes when a row is heavier than a grid's (FIRST_PAGE_SIZE, NEXT_PAGE_SIZE otherwise). */
  pageSizes?: { first: number; next: number };
};

/** The key of a paged answer's pages (an infinite query's), for a screen that patches the rows it shows. */
export const pagedGridKey = <Q>(key: string, query: Q) => [key, 'paged', query] as const;

type CallOfQuery<C extends ApiCall> = (
  call: C,
  options: { query: CallQuery<C>; signal: AbortSignal },
) => Promise<CallAnswer<C>>;

/**
 * A report grid's answer, asked at once or, when `paged` says so, page after page: the grid shows the first page
 * and grows as the others come. `loadingMore` is true while pages are still to come. The result fits ReportPage's
 * `query` (`isFetching` is the first page's only).
 */
export const usePagedGrid = <C extends ApiCall, Cursor>(options: PagedGridOptions<C, Cursor>) => {
  const { key, call, query, paged, cursorOf, after } = options;
  const { first, next } = options.pageSizes ?? { first: FIRST_PAGE_SIZE, next: NEXT_PAGE_SIZE };
  const isPaged = query !== null && paged(query);
  const whole = useAnswerQuery(callQueryOptions(key, call, query, !isPaged));
  const client = useQueryClient();
  const pagedKey = useMemo(() => pagedGridKey(key, query), [key, query]);
  const pages = useInfiniteQuery({
    queryKey: pagedKey,
    enabled: isPaged,
    initialPageParam: null as Cursor | null,
    queryFn: ({ pageParam, signal }) => {
      const pageQuery = {
        ...(query as object),
        ...(pageParam === null ? {} : after(pageParam as Cursor)),
        pageSize: pageParam === null ? first : next,
      } as CallQuery<C>;
      return (apiClient.call as CallOfQuery<C>)(call, { query: pageQuery, signal });
    },
    getNextPageParam: (last, all) => {
      const rows = last as readonly Row<C>[];
      const size = all.length === 1 ? first : next;
      const lastRow = rows[rows.length - 1];
      return rows.length < size || lastRow === undefined ? undefined : cursorOf(lastRow);
    },
  });
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = pages;
  useEffect(() => {
    if (isPaged && hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [isPaged, hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
  const rows = useMemo(
    () => (pages.data ? (pages.data.pages as unknown as Row<C>[][]).flat() : undefined),
    [pages.data],
  );
  // Consultar again starts over from the first page rather than asking every loaded page again before showing any.
  const refetch = useCallback(
    () => client.resetQueries({ queryKey: pagedKey, exact: true }),
    [client, pagedKey],
  );
  if (!isPaged) return { ...whole, loadingMore: false };
  return {
    data: rows as CallAnswer<C> | undefined,
    error: pages.error,
    isFetching: pages.isFetching && !isFetchingNextPage,
    isPaused: pages.isPaused,
    refetch,
    loadingMore: hasNextPage || isFetchingNextPage,
  };
};
