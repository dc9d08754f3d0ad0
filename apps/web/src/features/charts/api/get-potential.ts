import { type IndicatorMonthQuery, potentialCall } from '@portal/contracts';
import { useCallQuery } from '../../../lib/call-query.ts';

/** GET /api/v1/collection/get-by (Potencial donut; only called with a representative, docs/product.md §5). */
export const usePotential = (query: IndicatorMonthQuery, enabled = true) =>
  useCallQuery('potential', potentialCall, query, enabled);
