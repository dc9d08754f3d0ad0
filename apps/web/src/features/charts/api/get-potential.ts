import { type IndicatorMonthQuery, potentialCall } from '@portal/contracts';
import { useAnswerQuery } from '../../../lib/answer-query.ts';
import { callQueryOptions } from '../../../lib/call-query.ts';

/** GET /api/v1/collection/get-by (Potencial donut; only called with a representative, docs/product.md §5). */
export const potentialQueryOptions = (query: IndicatorMonthQuery, enabled = true) =>
  callQueryOptions('potential', potentialCall, query, enabled);

export const usePotential = (query: IndicatorMonthQuery, enabled = true) =>
  useAnswerQuery(potentialQueryOptions(query, enabled));
