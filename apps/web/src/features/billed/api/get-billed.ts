import { type BilledGridQuery, billedGridCall } from '@portal/contracts';
import { useCallQuery } from '../../../lib/call-query.ts';

/** GET api/v1/reports/billed: the invoices billed in the period (docs/product.md §2.10, decision 041). */
export const useBilled = (query: BilledGridQuery | null) =>
  useCallQuery('report-billed', billedGridCall, query);
