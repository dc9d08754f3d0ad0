import { type WalletGridQuery, type WalletGridRow, walletGridCall } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET api/v1/reports/wallet: the open, blocked and expedition orders of the representative (docs/product.md §2.9, decision 041). */
export const getWallet = (query: WalletGridQuery, signal?: AbortSignal): Promise<WalletGridRow[]> =>
  apiClient.call(walletGridCall, { query, signal });

export const walletQueryOptions = (query: WalletGridQuery | null) =>
  queryOptions({
    queryKey: ['report-wallet', query],
    queryFn: ({ signal }) => getWallet(query as WalletGridQuery, signal),
    enabled: query !== null,
  });

export const useWallet = (query: WalletGridQuery | null) => useQuery(walletQueryOptions(query));
