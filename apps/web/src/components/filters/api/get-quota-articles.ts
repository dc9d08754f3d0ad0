import { type QuotaArticleOption, quotaArticlesCall } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiClient } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { useNotify } from '../../notify/notify-context.ts';

/** GET api/v1/quota-article/get-all: the Coleções options, loaded once per session (docs/product.md §4). */
export const getQuotaArticles = (signal?: AbortSignal): Promise<QuotaArticleOption[]> =>
  apiClient.call(quotaArticlesCall, { signal });

export const quotaArticlesQueryOptions = () =>
  queryOptions({
    queryKey: ['quota-articles'],
    queryFn: ({ signal }) => getQuotaArticles(signal),
    staleTime: Infinity,
  });

export const useQuotaArticles = () => useQuery(quotaArticlesQueryOptions());

/**
 * The Coleções options with the screen's toasts (docs/product.md §8): "<error>: <message>" when they fail to load,
 * and `empty`, if the screen says it, when there are none.
 */
export const useQuotaArticlesToasts = (texts: { error: string; empty?: string }) => {
  const articles = useQuotaArticles();
  const notify = useNotify();
  const { error, empty } = texts;
  useEffect(() => {
    if (articles.error) notify.error(`${error}: ${errorMessage(articles.error)}`);
    else if (empty && articles.data?.length === 0) notify.warn(empty);
  }, [articles.error, articles.data, error, empty, notify]);
  return articles;
};
