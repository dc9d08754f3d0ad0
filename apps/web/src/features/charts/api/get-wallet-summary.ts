import { type WalletSummaryQuery, walletSummaryCall } from '@portal/contracts';
import { useAnswerQuery } from '../../../lib/answer-query.ts';
import { callQueryOptions } from '../../../lib/call-query.ts';

/** GET /api/v1/wallet/get-by (Carteira donut: open orders whatever the dates). */
export const walletSummaryQueryOptions = (query: WalletSummaryQuery, enabled = true) =>
  callQueryOptions('wallet-summary', walletSummaryCall, query, enabled);

export const useWalletSummary = (query: WalletSummaryQuery, enabled = true) =>
  useAnswerQuery(walletSummaryQueryOptions(query, enabled));
