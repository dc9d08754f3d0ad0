import { type QuotaArticleOption, quotaArticlesCall } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

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
