import { type CustomerUpdateBody, type CustomerWithOrders, customerUpdateCall } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * POST api/v1/customer/update with {register, route, routeVersion} (decision 043): the answer is the saved
 * customer without orders; a 409 means someone else changed the route since it was read.
 */
export const updateCustomerRoute = (body: CustomerUpdateBody): Promise<CustomerWithOrders> =>
  apiClient.call(customerUpdateCall, { body });

export const useUpdateCustomerRoute = () => useMutation({ mutationFn: updateCustomerRoute });
