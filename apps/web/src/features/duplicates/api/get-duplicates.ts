import { type DuplicateGridRow, type RepresentativeOnlyQuery, duplicatesGridCall } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET api/v1/reports/duplicates: the open receivables of the representative's customers (docs/product.md §2.11, decision 041). */
export const getDuplicates = (
  query: RepresentativeOnlyQuery,
  signal?: AbortSignal,
): Promise<DuplicateGridRow[]> => apiClient.call(duplicatesGridCall, { query, signal });

export const duplicatesQueryOptions = (query: RepresentativeOnlyQuery | null) =>
  queryOptions({
    queryKey: ['report-duplicates', query],
    queryFn: ({ signal }) => getDuplicates(query as RepresentativeOnlyQuery, signal),
    enabled: query !== null,
  });

export const useDuplicates = (query: RepresentativeOnlyQuery | null) =>
  useQuery(duplicatesQueryOptions(query));
