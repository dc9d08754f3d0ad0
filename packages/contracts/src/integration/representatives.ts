import { z } from 'zod';
import { count, defineCall, isDateInRange, money } from '../common.ts';
import { commercialScopeFields, orderedPeriod } from '../filters/report-filters.ts';

// Commercial representatives under api/comercial (docs/product.md §7 "commercial representatives (list, BI, supervisors);
// origins and cancellation reasons"; docs/decisions/063).

export const MAX_BI_MONTHS = 24;

export const commercialScopeQuery = z.object(commercialScopeFields);
export type CommercialScopeQuery = z.infer<typeof commercialScopeQuery>;

export const commercialRepresentative = z.object({
  id: count,
  name: z.string(),
  supervisorId: count.nullable(),
  supervisorName: z.string().nullable(),
  /** Percent. */
  commissionRate: money,
  active: z.boolean(),
});
export const commercialRepresentatives = z.array(commercialRepresentative).meta({
  example: [
    {
      id: 10,
      name: 'ANA',
      supervisorId: 1,
      supervisorName: 'SUPERVISOR NORTE',
      commissionRate: 5,
      active: true,
    },
  ],
});

export const commercialSupervisor = z.object({ id: count, name: z.string(), representatives: count });
export const commercialSupervisors = z
  .array(commercialSupervisor)
  .meta({ example: [{ id: 1, name: 'SUPERVISOR NORTE', representatives: 2 }] });

const isRealMonth = (value: string) =>
  Number(value.slice(0, 4)) >= 1 && Number(value.slice(5, 7)) >= 1 && Number(value.slice(5, 7)) <= 12;
const month = (label: string) =>
  z
    .string({ error: `Informe ${label} (AAAA-MM)` })
    .regex(/^\d{4}-\d{2}$/, `Mês inválido em ${label}: use AAAA-MM`)
    .refine(isRealMonth, `Mês inexistente em ${label}`)
    .refine(isDateInRange, `Mês fora do intervalo aceito em ${label}: de 1900-01 a 2199-12`);
const monthIndex = (value: string) => Number(value.slice(0, 4)) * 12 + Number(value.slice(5, 7)) - 1;

export const teamBoardQuery = z
  .object({
    initialMonth: month('o mês inicial'),
    finalMonth: month('o mês final'),
    ...commercialScopeFields,
  })
  .refine(...orderedPeriod('initialMonth', 'finalMonth'))
  .refine((query) => monthIndex(query.finalMonth) - monthIndex(query.initialMonth) < MAX_BI_MONTHS, {
    message: `Período de no máximo ${MAX_BI_MONTHS} meses`,
    path: ['finalMonth'],
  });
export type TeamBoardQuery = z.infer<typeof teamBoardQuery>;

/** One rep in one month. Each money column is of that month, so summing months or reps gives the period's total. */
export const teamBoardRow = z.object({
  representativeId: count,
  representativeName: z.string(),
  supervisorId: count.nullable(),
  supervisorName: z.string().nullable(),
  month: z.string(),
  /** Σ goals of the month. */
  goal: money,
  /** Σ net value of items of non-canceled orders issued in the month. */
  sales: money,
  /** sales / goal × 100, 0 without a goal. */
  goalPercentage: money,
  /** Σ invoices issued in the month. */
  billing: money,
  /** Σ still to invoice of open/blocked/expedition orders issued in the month (the carteira born that month). */
  toBeInvoicedValue: money,
  /** @deprecated The same figure as `toBeInvoicedValue`, kept one release for BI clients (docs/decisions/095). */
  walletToInvoice: money,
  /** Σ balance of the rep's customers' receivables overdue today whose effective due date falls in the month. */
  overdueReceivables: money,
  /** Customers with sales from the rep's orders in the month. */
  customersServed: count,
  /** Visits recorded in the month (the visit log), as the Equipe board counts them. */
  visits: count,
  /** Of those, the ones recorded with the device's position. */
  visitsWithLocation: count,
  /** Of those, the ones judged off-site (docs/domain.md §7). */
  offSiteVisits: count,
  /** Orders sent from the portal with a send day in the month, whatever their status since. */
  portalOrdersSent: count,
  /** Σ net value of those orders. */
  portalOrdersSentValue: money,
});
export type TeamBoardRow = z.infer<typeof teamBoardRow>;

/**
 * ANA in 2025-09 of the test fixture, as the team board answers it: the OpenAPI example, which
 * representatives.test.ts expects the API to answer.
 */
export const teamBoardExample: TeamBoardRow = {
  representativeId: 10,
  representativeName: 'ANA',
  supervisorId: 1,
  supervisorName: 'SUPERVISOR NORTE',
  month: '2025-09',
  goal: 3000,
  sales: 2220,
  goalPercentage: 74,
  billing: 900,
  toBeInvoicedValue: 1320,
  walletToInvoice: 1320,
  overdueReceivables: 900,
  customersServed: 2,
  visits: 0,
  visitsWithLocation: 0,
  offSiteVisits: 0,
  portalOrdersSent: 0,
  portalOrdersSentValue: 0,
};
export const teamBoardAnswer = z.array(teamBoardRow).meta({
  example: [teamBoardExample],
});

export const orderOrigin = z.object({ origin: z.string(), orders: count });
export const orderOrigins = z.array(orderOrigin).meta({ example: [{ origin: 'REPRESENTANTE', orders: 2 }] });
export const cancellationReason = z.object({ reason: z.string(), orders: count });
export const cancellationReasons = z
  .array(cancellationReason)
  .meta({ example: [{ reason: 'CLIENTE DESISTIU', orders: 1 }] });

export const commercialRepresentativesCall = defineCall({
  method: 'GET',
  url: '/api/comercial/representantes',
  query: commercialScopeQuery,
  answer: commercialRepresentatives,
});
export const commercialSupervisorsCall = defineCall({
  method: 'GET',
  url: '/api/comercial/representantes/supervisores',
  query: commercialScopeQuery,
  answer: commercialSupervisors,
});
export const teamBoardCall = defineCall({
  method: 'GET',
  url: '/api/comercial/representantes/bi',
  query: teamBoardQuery,
  answer: teamBoardAnswer,
});
export const orderOriginsCall = defineCall({
  method: 'GET',
  url: '/api/comercial/origens',
  query: commercialScopeQuery,
  answer: orderOrigins,
});
export const cancellationReasonsCall = defineCall({
  method: 'GET',
  url: '/api/comercial/motivos-cancelamento',
  query: commercialScopeQuery,
  answer: cancellationReasons,
});
