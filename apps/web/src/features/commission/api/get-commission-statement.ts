import { type CommissionStatementQuery, commissionStatementCall } from '@portal/contracts';
import { useAnswerQuery } from '../../../lib/answer-query.ts';
import { callQueryOptions } from '../../../lib/call-query.ts';

/** GET api/v1/commission/statement: realised in M, forecast, lost and by customer (docs/domain.md §5.3). */
export const commissionStatementQueryOptions = (query: CommissionStatementQuery | null) =>
  callQueryOptions('commission-statement', commissionStatementCall, query);

export const useCommissionStatement = (query: CommissionStatementQuery | null) =>
  useAnswerQuery(commissionStatementQueryOptions(query));
