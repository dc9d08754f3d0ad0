import { type SaleFrequencyQuery, saleFrequencyCall } from '@portal/contracts';
import { useAnswerQuery } from '../../../lib/answer-query.ts';
import { callQueryOptions } from '../../../lib/call-query.ts';

/** GET api/v1/customer/sale-frequency: the customers of Situação Limite with their collections (docs/product.md §2.6). */
export const saleFrequencyQueryOptions = (query: SaleFrequencyQuery | null) =>
  callQueryOptions('sale-frequency', saleFrequencyCall, query);

export const useSaleFrequency = (query: SaleFrequencyQuery | null) =>
  useAnswerQuery(saleFrequencyQueryOptions(query));
