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

/** The largest accuracy a visit's position may carry (a position is kept up to it, judged only up to 1,000 m). */
export const MAX_VISIT_ACCURACY_METERS = 100_000;
/** Past this accuracy the position says too little to tell on-site from off-site (docs/domain.md §7). */
export const MAX_JUDGED_ACCURACY_METERS = 1_000;

/** One coordinate of the tap's position; null and absent both mean "no position". */
const coordinate = (min: number, max: number, label: string) =>
  z
    .number({ error: `${label} inválida: informe graus decimais` })
    .min(min, `${label} inválida: use um valor entre ${min} e ${max}`)
    .max(max, `${label} inválida: use um valor entre ${min} e ${max}`)
    .nullish();

const hasBothOrNeitherCoordinate = (body: { latitude?: number | null; longitude?: number | null }) =>
  (body.latitude == null) === (body.longitude == null);

export const visitBody = z
  .object({
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
    /** Where the device was at the tap (docs/domain.md §7), decimal degrees; both or neither. */
    latitude: coordinate(-90, 90, 'Latitude'),
    longitude: coordinate(-180, 180, 'Longitude'),
    /** The device's accuracy radius in metres; absent or null = 0. */
    accuracy: z
      .number({ error: 'Precisão inválida: informe os metros' })
      .min(0, 'Precisão inválida: informe os metros, 0 ou mais')
      .max(MAX_VISIT_ACCURACY_METERS, 'Precisão inválida: no máximo 100.000 metros')
      .nullish(),
  })
  .refine(hasBothOrNeitherCoordinate, {
    message: 'Informe a latitude e a longitude juntas, ou nenhuma das duas',
    path: ['longitude'],
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
  /**
   * Metres from the customer's own point to where the visit was recorded (haversine, rounded); null without a
   * position, without the customer's own point, or with an accuracy past 1,000 m.
   */
  distanceMeters: count.nullable(),
  /** distanceMeters − accuracy > the check-in radius; null whenever distanceMeters is. */
  offSite: z.boolean().nullable(),
  /**
   * When the position this record carries was taken (ISO 8601), null without one. Only on the answer to a record
   * (lists leave it out): a record made without a position keeps the day's earlier one, and says from when.
   */
  positionAt: z.string().nullable().optional(),
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
