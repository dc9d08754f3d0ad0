import { type CustomerPerformanceQuery, customerPerformanceGridCall } from '@portal/contracts';
import { useCallQuery } from '../../../lib/call-query.ts';

/** GET api/v1/reports/customer-performance: every customer with the amount sold per collection group (docs/product.md §2.13, decision 041). */
export const useCustomerPerformance = (query: CustomerPerformanceQuery | null) =>
  useCallQuery('report-customer-performance', customerPerformanceGridCall, query);
