import { type BilledGridQuery, type BilledGridRow, billedGridCall } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET api/v1/reports/billed: the invoices billed in the period (docs/product.md §2.10, decision 041). */
export const getBilled = (query: BilledGridQuery, signal?: AbortSignal): Promise<BilledGridRow[]> =>
  apiClient.call(billedGridCall, { query, signal });

export const billedQueryOptions = (query: BilledGridQuery | null) =>
  queryOptions({
    queryKey: ['report-billed', query],
    queryFn: ({ signal }) => getBilled(query as BilledGridQuery, signal),
    enabled: query !== null,
  });

export const useBilled = (query: BilledGridQuery | null) => useQuery(billedQueryOptions(query));
