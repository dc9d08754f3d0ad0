import { type SaleFrequencyQuery, saleFrequencyCall } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '../../../lib/call-query.ts';

/** GET api/v1/customer/sale-frequency: the customers of Situação Limite with their collections (docs/product.md §2.6). */
export const saleFrequencyQueryOptions = (query: SaleFrequencyQuery | null) =>
  callQueryOptions('sale-frequency', saleFrequencyCall, query);

export const useSaleFrequency = (query: SaleFrequencyQuery | null) =>
  useQuery(saleFrequencyQueryOptions(query));
