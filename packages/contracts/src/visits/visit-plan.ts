import { z } from 'zod';
import { count, defineCall, isoDate, money, representativeIdParam } from '../common.ts';
import { cityCodesFilter, routeFilter } from '../filters/report-filters.ts';
import { customerCard, financialFlag } from '../customers/customers.ts';
import { visitRecord } from './visits.ts';

// Plano de Visitas (docs/domain.md §5.1): the customers of a route or of some cities, each with its reasons to be
// visited, scored so the ones worth the trip come first.

/** The call's parameters before their cross-field rule: the web's filter schema derives from these. */
export const visitPlanQueryFields = z.object({
  representativeId: representativeIdParam,
  route: routeFilter,
  cities: cityCodesFilter,
});

export const ROUTE_OR_CITY_MESSAGE = 'Informe a rota ou as cidades';

/** A route, or at least one city: without either the plan would be every customer in scope (docs/domain.md §5.1). */
export const hasRouteOrCity = (query: {
  route?: number | undefined;
  cities?: readonly unknown[] | undefined;
}) => query.route !== undefined || (query.cities?.length ?? 0) > 0;

/** representativeId as everywhere; `route` and/or `cities`, at least one (a 400 on the server, a prompt on the web). */
export const visitPlanQuery = visitPlanQueryFields.refine(hasRouteOrCity, ROUTE_OR_CITY_MESSAGE);
export type VisitPlanQuery = z.infer<typeof visitPlanQuery>;

/** An overdue receivable, the fact behind `collect`. */
export const overdueTitle = z.object({
  number: z.string(),
  /** The effective due date (extended when the receivable was extended). */
  dueDate: isoDate,
  delayDays: count,
  balance: money,
});
export type OverdueTitle = z.infer<typeof overdueTitle>;

export const blockedOrder = z.object({
  order: count,
  blockedOn: isoDate.nullable(),
  totalNetValue: money,
});
export type BlockedOrder = z.infer<typeof blockedOrder>;

export const collectReason = z.object({
  kind: z.literal('collect'),
  /** Σ balance of the overdue titles. */
  figure: money,
  titles: z.array(overdueTitle),
});
export const replenishReason = z.object({
  kind: z.literal('replenish'),
  /** What the customer bought of the previous collection (Σ net value). */
  figure: money,
  /** The collection group's code and description. */
  group: z.string(),
  groupDescription: z.string(),
  previousCollection: z.string(),
  previousCollectionDescription: z.string(),
  currentCollection: z.string(),
  currentCollectionDescription: z.string(),
});
export const goalReason = z.object({
  kind: z.literal('goal'),
  /** The customer's 365-day purchases of the article / 12, 2 decimals. */
  figure: money,
  quotaArticle: z.string(),
  quotaArticleDescription: z.string(),
  /** The rep's goal for the article in the month minus the rep's sales of it. */
  repGap: money,
});
export const blockedReason = z.object({
  kind: z.literal('blocked'),
  orders: z.array(blockedOrder),
});
export const creditReason = z.object({
  kind: z.literal('credit'),
  /** 1, 2 or 3. */
  financialFlag,
  advice: z.string(),
});
export const visitReason = z.discriminatedUnion('kind', [
  collectReason,
  replenishReason,
  goalReason,
  blockedReason,
  creditReason,
]);
export type VisitReason = z.infer<typeof visitReason>;
export type VisitReasonKind = VisitReason['kind'];

export const visitPlanCustomer = customerCard.extend({
  /** collect + (flag 0 or 1 ? Σ replenish and goal : 0). */
  score: money,
  reasons: z.array(visitReason),
  lastVisit: visitRecord.nullable(),
});
export type VisitPlanCustomer = z.infer<typeof visitPlanCustomer>;

export const visitPlanAnswer = z.object({
  /** The month whose goals are compared (today's month), `yyyy-mm`. */
  month: z.string(),
  customers: z.array(visitPlanCustomer),
});
export type VisitPlanAnswer = z.infer<typeof visitPlanAnswer>;

export const visitPlanCall = defineCall({
  method: 'GET',
  url: '/api/v1/visit-plan',
  query: visitPlanQuery,
  answer: visitPlanAnswer,
});
