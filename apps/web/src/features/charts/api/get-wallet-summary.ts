import { type WalletSummaryQuery, walletSummaryCall } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/v1/wallet/get-by (Carteira donut: open orders whatever the dates). */
export const getWalletSummary = (query: WalletSummaryQuery, signal?: AbortSignal) =>
  apiClient.call(walletSummaryCall, { query, signal });

export const walletSummaryQueryOptions = (query: WalletSummaryQuery, enabled = true) =>
  queryOptions({
    queryKey: ['wallet-summary', query],
    queryFn: ({ signal }) => getWalletSummary(query, signal),
    enabled,
  });

export const useWalletSummary = (query: WalletSummaryQuery, enabled = true) =>
  useQuery(walletSummaryQueryOptions(query, enabled));
