import { type WalletGridQuery, walletGridCall } from '@portal/contracts';
import { useAnswerQuery } from '../../../lib/answer-query.ts';
import { callQueryOptions } from '../../../lib/call-query.ts';

/** GET api/v1/reports/wallet: the open, blocked and expedition orders of the representative (docs/product.md §2.9, decision 041). */
export const walletQueryOptions = (query: WalletGridQuery | null) =>
  callQueryOptions('report-wallet', walletGridCall, query);

export const useWallet = (query: WalletGridQuery | null) => useAnswerQuery(walletQueryOptions(query));
