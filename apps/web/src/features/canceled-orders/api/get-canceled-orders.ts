import { type RepresentativeOnlyQuery, canceledOrdersGridCall } from '@portal/contracts';
import { useCallQuery } from '../../../lib/call-query.ts';

/** GET api/v1/reports/canceled-orders: the orders cancelled in the last 365 days (docs/product.md §2.12, decision 041). */
export const useCanceledOrders = (query: RepresentativeOnlyQuery | null) =>
  useCallQuery('report-canceled-orders', canceledOrdersGridCall, query);
