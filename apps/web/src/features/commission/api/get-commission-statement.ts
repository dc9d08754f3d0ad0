import {
  commissionStatementCall,
  type CommissionStatementAnswer,
  type CommissionStatementQuery,
} from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET api/v1/commission/statement: realised in M, forecast, lost and by customer (docs/domain.md §5.3). */
export const getCommissionStatement = (
  query: CommissionStatementQuery,
  signal?: AbortSignal,
): Promise<CommissionStatementAnswer> => apiClient.call(commissionStatementCall, { query, signal });

export const commissionStatementQueryOptions = (query: CommissionStatementQuery | null) =>
  queryOptions({
    queryKey: ['commission-statement', query],
    queryFn: ({ signal }) => getCommissionStatement(query as CommissionStatementQuery, signal),
    enabled: query !== null,
  });

export const useCommissionStatement = (query: CommissionStatementQuery | null) =>
  useQuery(commissionStatementQueryOptions(query));
