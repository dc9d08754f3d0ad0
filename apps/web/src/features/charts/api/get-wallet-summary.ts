import { type WalletSummaryQuery, walletSummaryCall } from '@portal/contracts';
import { useCallQuery } from '../../../lib/call-query.ts';

/** GET /api/v1/wallet/get-by (Carteira donut: open orders whatever the dates). */
export const useWalletSummary = (query: WalletSummaryQuery, enabled = true) =>
  useCallQuery('wallet-summary', walletSummaryCall, query, enabled);
