import { auditCall, type AuditQuery } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET api/v1/audit with the screen's filters, a page at a time. */
export const getAudit = (query: AuditQuery, signal?: AbortSignal) =>
  apiClient.call(auditCall, { query, signal });

export const useAudit = (query: AuditQuery) =>
  useQuery({
    queryKey: ['admin', 'audit', query],
    queryFn: ({ signal }) => getAudit(query, signal),
    placeholderData: keepPreviousData,
  });
