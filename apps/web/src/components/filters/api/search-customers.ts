import { type CustomerOption, customerSearchCall } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client.ts';

/** GET api/v1/customer/get-by: the Cliente type-ahead, narrowed to the representative (the caller debounces it). */
export const searchCustomers = (
  text: string,
  representativeId: number | undefined,
  signal?: AbortSignal,
): Promise<CustomerOption[]> =>
  apiClient.call(customerSearchCall, { query: { text, representativeId }, signal });

/** docs/product.md §3: register - name (only the register when restored from a bookmarked URL). */
export const customerLabel = (customer: CustomerOption): string =>
  customer.name ? `${customer.register} - ${customer.name}` : customer.register;
