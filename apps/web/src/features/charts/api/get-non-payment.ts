import { type NonPaymentQuery, nonPaymentCall } from '@portal/contracts';
import { useAnswerQuery } from '../../../lib/answer-query.ts';
import { callQueryOptions } from '../../../lib/call-query.ts';

/** GET /api/v1/non-payment/get-by (Inadimplência of this year and the one before). */
export const nonPaymentQueryOptions = (query: NonPaymentQuery, enabled = true) =>
  callQueryOptions('non-payment', nonPaymentCall, query, enabled);

export const useNonPayment = (query: NonPaymentQuery, enabled = true) =>
  useAnswerQuery(nonPaymentQueryOptions(query, enabled));
