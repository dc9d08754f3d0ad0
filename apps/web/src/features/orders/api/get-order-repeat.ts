import { orderRepeatCall, type OrderRepeatAnswer } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET api/v1/order-repeat/{number}: a past ERP order's lines checked against today's catalog. */
export const getOrderRepeat = (number: number, signal?: AbortSignal): Promise<OrderRepeatAnswer> =>
  apiClient.call(orderRepeatCall, { params: { number }, signal });

export const orderRepeatQueryOptions = (number: number | null) =>
  queryOptions({
    queryKey: ['orders', 'repeat', number],
    queryFn: ({ signal }) => getOrderRepeat(number as number, signal),
    enabled: number !== null,
    retry: false,
  });

export const useOrderRepeat = (number: number | null) => useQuery(orderRepeatQueryOptions(number));
