import { z } from 'zod';
import { defineCall, inputDate, MAX_TEXT_LENGTH } from '../common.ts';

/** The kinds of change the audit trail keeps (the `entity` of a row). */
export const auditKinds = [
  'customer',
  'city_route',
  'visit',
  'representative_view',
  'message',
  'message_read',
  'user',
  'import',
  'backup',
  'grid_profile',
  'grid_hint',
  'order',
  'order_export',
] as const;
export const auditKind = z.enum(auditKinds);
export type AuditKind = z.infer<typeof auditKind>;

const emptyAsAbsent = (value: unknown) => (value === '' || value === 'null' ? undefined : value);

/**
 * Auditoria's filters (docs/decisions/120): a period of days in São Paulo time, the user who wrote, the rep the row
 * concerns, the kind and the changed key; newest first, `limit` to a page.
 */
export const auditQuery = z
  .object({
    entity: z.preprocess(emptyAsAbsent, auditKind.optional()),
    entityKey: z.string().trim().max(MAX_TEXT_LENGTH).optional(),
    username: z.string().trim().max(MAX_TEXT_LENGTH).optional(),
    representativeId: z.preprocess(
      emptyAsAbsent,
      z.coerce
        .number({ error: 'Representante inválido' })
        .int('Representante inválido')
        .min(1, 'Representante inválido')
        .max(2_147_483_647, 'Representante inválido')
        .optional(),
    ),
    from: z.preprocess(emptyAsAbsent, inputDate.optional()),
    to: z.preprocess(emptyAsAbsent, inputDate.optional()),
    page: z.coerce.number().int().min(1, 'Página inválida').max(100_000, 'Página inválida').default(1),
    limit: z.coerce.number().int().min(1).max(500).default(100),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'A data inicial é posterior à final',
    path: ['from'],
  });
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  username: z.string(),
  /** The name of the writer's rep, or null for a rep-0 login. */
  userRepresentativeName: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityKey: z.string(),
  /** The rep the changed row belongs to, when its kind names one. */
  representativeId: z.number().int().nullable(),
  oldValue: z.unknown(),
  newValue: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** Answers an array, newest first; a page shorter than `limit` is the last one. */
export const auditCall = defineCall({
  method: 'GET',
  url: '/api/v1/audit',
  query: auditQuery,
  answer: z.array(auditEntry),
});
