import { type NonPaymentQuery, nonPaymentCall } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/v1/non-payment/get-by (Inadimplência of this year and the one before). */
export const getNonPayment = (query: NonPaymentQuery, signal?: AbortSignal) =>
  apiClient.call(nonPaymentCall, { query, signal });

export const nonPaymentQueryOptions = (query: NonPaymentQuery, enabled = true) =>
  queryOptions({
    queryKey: ['non-payment', query],
    queryFn: ({ signal }) => getNonPayment(query, signal),
    enabled,
  });

export const useNonPayment = (query: NonPaymentQuery, enabled = true) =>
  useQuery(nonPaymentQueryOptions(query, enabled));
