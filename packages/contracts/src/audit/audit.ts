import { z } from 'zod';
import { defineCall, MAX_TEXT_LENGTH } from '../common.ts';

export const auditQuery = z.object({
  entity: z
    .enum(['customer', 'city_route', 'visit', 'representative_view', 'message', 'message_read'])
    .optional(),
  entityKey: z.string().max(MAX_TEXT_LENGTH).optional(),
  username: z.string().max(MAX_TEXT_LENGTH).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  username: z.string(),
  action: z.string(),
  entity: z.string(),
  entityKey: z.string(),
  oldValue: z.unknown(),
  newValue: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditCall = defineCall({
  method: 'GET',
  url: '/api/v1/audit',
  query: auditQuery,
  answer: z.array(auditEntry),
});
