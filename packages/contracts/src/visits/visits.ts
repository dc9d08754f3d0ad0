import { z } from 'zod';
import { count, defineCall, isoDate, representativeIdParam } from '../common.ts';
import {
  boundedPeriod,
  customerRegistersFilter,
  periodIsOrdered,
  requiredDate,
} from '../filters/report-filters.ts';

// The visit log (docs/domain.md §5.2): one record per customer per day, owned by the portal, not imported.

export const visitOutcomes = ['sold', 'no-sale', 'absent', 'collected'] as const;
export const visitOutcome = z.enum(visitOutcomes, {
  error: 'Resultado da visita inválido: use vendeu, sem venda, ausente ou cobrou',
});
export type VisitOutcome = z.infer<typeof visitOutcome>;

export const MAX_VISIT_NOTE_LENGTH = 500;

export const visitBody = z.object({
  customerRegister: z
    .string({ error: 'Informe o cliente' })
    .trim()
    .regex(/^\d{14}$/, 'Cliente inválido: informe o CNPJ com 14 dígitos'),
  outcome: visitOutcome,
  note: z
    .string()
    .trim()
    .max(MAX_VISIT_NOTE_LENGTH, `Observação com mais de ${MAX_VISIT_NOTE_LENGTH} caracteres`)
    .optional()
    .default(''),
});
export type VisitBody = z.input<typeof visitBody>;

export const visitRecord = z.object({
  customerRegister: z.string(),
  customerName: z.string(),
  representativeId: count,
  visitedOn: isoDate,
  outcome: visitOutcome,
  note: z.string(),
  /** The login that recorded it. */
  recordedBy: z.string(),
});
export type VisitRecord = z.infer<typeof visitRecord>;

export const visitsQuery = z
  .object({
    representativeId: representativeIdParam,
    initialDate: requiredDate('a data inicial'),
    finalDate: requiredDate('a data final'),
    customers: customerRegistersFilter,
  })
  .refine((query) => periodIsOrdered(query.initialDate, query.finalDate), {
    message: 'A data inicial deve ser anterior ou igual à data final',
    path: ['finalDate'],
  })
  .refine(...boundedPeriod('initialDate', 'finalDate'));
export type VisitsQuery = z.infer<typeof visitsQuery>;

export const visitsAnswer = z.array(visitRecord);

export const visitRecordCall = defineCall({
  method: 'POST',
  url: '/api/v1/visits',
  body: visitBody,
  answer: visitRecord,
});
export const visitsCall = defineCall({
  method: 'GET',
  url: '/api/v1/visits',
  query: visitsQuery,
  answer: visitsAnswer,
});
