import { type CommissionStatementQuery, commissionStatementCall } from '@portal/contracts';
import { useCallQuery } from '../../../lib/call-query.ts';

/** GET api/v1/commission/statement: realised in M, forecast, lost and by customer (docs/domain.md §5.3). */
export const useCommissionStatement = (query: CommissionStatementQuery | null) =>
  useCallQuery('commission-statement', commissionStatementCall, query);
