import { type CommissionQuery, commissionCall } from '@portal/contracts';
import { useCallQuery } from '../../../lib/call-query.ts';

/** GET /api/v1/commission/get-by (Comissão donut). */
export const useCommission = (query: CommissionQuery, enabled = true) =>
  useCallQuery('commission', commissionCall, query, enabled);
