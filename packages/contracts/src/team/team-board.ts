import { z } from 'zod';
import {
  count,
  defineCall,
  inputDate,
  isoDate,
  MAX_DB_INT,
  money,
  representativeIdParam,
} from '../common.ts';
import { teamScopeFields } from '../indicators/indicators.ts';
import { customerLocation } from '../customers/customers.ts';
import { visitOutcome } from '../visits/visits.ts';

// Equipe (docs/domain.md §5.4, decision 074): one row per rep of the scope for month M, with the figures a supervisor
// follows a team by, the team total, and the "view as a rep" record of a rep-0 user.

/** `date`: any day of month M; absent = today's month. `supervisorId` narrows to one team. */
export const teamMonthBoardQuery = z.object({ date: inputDate.optional(), ...teamScopeFields });
export type TeamMonthBoardQuery = z.infer<typeof teamMonthBoardQuery>;

/** The figures of a row and of the total. */
const boardFigures = {
  /** Σ goals of M (every quota article). */
  goal: money,
  /** Σ net value of items of the rep's non-canceled orders issued in M. */
  sales: money,
  /** sales / goal × 100; 0 without a goal. */
  goalPercentage: money,
  /** Σ value of the invoices of the rep's orders issued in M. */
  billing: money,
  /** Carteira still to invoice today (open, blocked, expedition), whatever the month: the Carteira tile's sum. */
  toBeInvoicedValue: money,
  /** Σ balance of the overdue receivables of the rep's customers today, as Dup. Aberto shows them. */
  overdueBalance: money,
  /** Customers the rep owns. */
  customers: count,
  /** Of those, the ones with sales from the rep's orders in M. */
  customersServed: count,
  /** customersServed / customers × 100; 0 without customers. */
  positivation: money,
  /** Σ net value of the rep's orders canceled in M. */
  canceledValue: money,
  /** Visits recorded in M (the visit log). */
  visits: count,
  /** Of those, the ones recorded with the device's position. */
  visitsWithLocation: count,
  /** Of those, the ones judged off-site (docs/domain.md §7). */
  offSiteVisits: count,
  /** Orders sent from the portal with a send day in M, whatever their status since (sent, exported, in-erp). */
  portalOrdersSent: count,
  /** Σ net value of those orders. */
  portalOrdersSentValue: money,
  /** % of goal of each of the six months ending with M, oldest first: the answer's `months`. */
  history: z.array(money),
};

export const teamMonthBoardRow = z.object({
  representativeId: count,
  representativeName: z.string(),
  supervisorId: count.nullable(),
  supervisorName: z.string().nullable(),
  active: z.boolean(),
  ...boardFigures,
});
export type TeamMonthBoardRow = z.infer<typeof teamMonthBoardRow>;

/** Sums of the rows; the percentages are of the sums (Σ sales / Σ goal), not averages of the rows'. */
export const teamMonthBoardTotal = z.object({ representatives: count, ...boardFigures });
export type TeamMonthBoardTotal = z.infer<typeof teamMonthBoardTotal>;

export const teamMonthBoardAnswer = z.object({
  /** M, `yyyy-mm`. */
  month: z.string(),
  /** The six months ending with M, oldest first (`yyyy-mm`): the months of every `history`. */
  months: z.array(z.string()),
  /** The business date carteira and overdue balance are read at. */
  today: isoDate,
  /** Ordered by % of goal descending, then sales descending, then rep id. */
  rows: z.array(teamMonthBoardRow),
  total: teamMonthBoardTotal,
});
export type TeamMonthBoardAnswer = z.infer<typeof teamMonthBoardAnswer>;

/** A rep-0 user starts viewing the portal as one rep of their scope: recorded in the audit trail. */
export const teamViewAsBody = z.object({
  representativeId: z.coerce
    .number({ error: 'Representante inválido' })
    .int('Representante inválido')
    .min(1, 'Representante inválido')
    .max(MAX_DB_INT, 'Representante inválido'),
});
export type TeamViewAsBody = z.infer<typeof teamViewAsBody>;

export const teamViewAsAnswer = z.object({
  representativeId: count,
  representativeName: z.string(),
  supervisorId: count.nullable(),
  supervisorName: z.string().nullable(),
});
export type TeamViewAsAnswer = z.infer<typeof teamViewAsAnswer>;

/**
 * The supervisor's map of a rep's day (docs/domain.md §7): `representativeId` is required for a rep-0 user (one rep's
 * day), a rep reads their own; `date` absent = today.
 */
export const teamDayVisitsQuery = z.object({
  representativeId: representativeIdParam,
  date: inputDate.optional(),
});
export type TeamDayVisitsQuery = z.infer<typeof teamDayVisitsQuery>;

/** One visit of the day: the customer where the map draws it, and where the device was at the tap. */
export const teamDayVisit = z.object({
  customerRegister: z.string(),
  customerName: z.string(),
  /** The customer's point (its own, else its city's; null when neither has one). */
  ...customerLocation.shape,
  /** Where the device was at the tap; null when the visit was recorded without a position. */
  visitLatitude: z.number().nullable(),
  visitLongitude: z.number().nullable(),
  /** Metres; null without a position. */
  accuracy: z.number().nullable(),
  distanceMeters: count.nullable(),
  offSite: z.boolean().nullable(),
  outcome: visitOutcome,
  note: z.string(),
  /** When it was recorded (ISO 8601 instant, the real clock): the order of the day's route. */
  recordedAt: z.string(),
  recordedBy: z.string(),
});
export type TeamDayVisit = z.infer<typeof teamDayVisit>;

export const teamDayVisitsAnswer = z.object({
  representativeId: count,
  representativeName: z.string(),
  date: isoDate,
  /** In recorded order, first first. */
  visits: z.array(teamDayVisit),
});
export type TeamDayVisitsAnswer = z.infer<typeof teamDayVisitsAnswer>;

export const teamMonthBoardCall = defineCall({
  method: 'GET',
  url: '/api/v1/team/board',
  query: teamMonthBoardQuery,
  answer: teamMonthBoardAnswer,
});
export const teamViewAsCall = defineCall({
  method: 'POST',
  url: '/api/v1/team/view-as',
  body: teamViewAsBody,
  answer: teamViewAsAnswer,
});
export const teamDayVisitsCall = defineCall({
  method: 'GET',
  url: '/api/v1/team/visits',
  query: teamDayVisitsQuery,
  answer: teamDayVisitsAnswer,
});
