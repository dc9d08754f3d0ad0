import { type NonPaymentQuery, nonPaymentCall } from '@portal/contracts';
import { useCallQuery } from '../../../lib/call-query.ts';

/** GET /api/v1/non-payment/get-by (Inadimplência of this year and the one before). */
export const useNonPayment = (query: NonPaymentQuery, enabled = true) =>
  useCallQuery('non-payment', nonPaymentCall, query, enabled);
