import { catalogCall, type CatalogAnswer } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * GET api/v1/catalog of one price table (docs/domain.md §6). Always asked by table alone, with search and collection
 * applied on the device: one URL per table is what the service worker keeps for the road, and 2,000 references
 * filter in a blink.
 */
export const getCatalog = (priceTable: string, signal?: AbortSignal): Promise<CatalogAnswer> =>
  apiClient.call(catalogCall, { query: { priceTable }, signal });

export const catalogKeyRoot = ['orders', 'catalog'] as const;

export const catalogQueryOptions = (priceTable: string | null) =>
  queryOptions({
    queryKey: [...catalogKeyRoot, priceTable],
    queryFn: ({ signal }) => getCatalog(priceTable as string, signal),
    enabled: priceTable !== null,
    staleTime: 10 * 60_000,
  });

export const useCatalog = (priceTable: string | null) => useQuery(catalogQueryOptions(priceTable));
