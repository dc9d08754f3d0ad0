import { z } from 'zod';
import { count, defineCall, isoDate, money, representativeIdParam } from '../common.ts';
import { orderCustomerRegister, priceTableSources } from './catalog.ts';
import { freightTypes } from './order-drafts.ts';
import { orderPaymentCondition } from './order-evaluation.ts';

// What the screen needs to move the order's summary as quantities are typed, on the device and offline
// (docs/domain.md §6): the figures every evaluation starts from, for one customer and today's month. The server's
// evaluation of the saved draft stays the judge.

export const orderContextQuery = z.object({
  customerRegister: orderCustomerRegister,
  /** A rep-0 user names the customer's rep (within their scope); absent, the customer's own rep in scope. */
  representativeId: representativeIdParam,
});
export type OrderContextQuery = z.infer<typeof orderContextQuery>;

/** A quota article with a goal or sales of the rep in month M: salesBefore as the evaluation counts it. */
export const orderContextGoal = z.object({
  quotaArticle: z.string(),
  description: z.string(),
  goal: money,
  salesBefore: money,
});

export const orderContextAnswer = z.object({
  customer: z.object({ register: z.string(), name: z.string() }),
  representativeId: count,
  /** Today's business month, `YYYY-MM-01`. */
  month: isoDate,
  /** The customer's table (its own, else its latest order's), null when none is known. */
  priceTable: z.string().nullable(),
  priceTableSource: z.enum(priceTableSources).nullable(),
  maxDiscountPercent: z.number(),
  commissionRate: z.number(),
  goals: z.array(orderContextGoal),
  credit: z.object({
    /** The customer's projected balance less its other portal orders not yet linked by the ERP. */
    projectedBalanceBefore: money,
    /**
     * The flag from every rule but the balance one (4 overdue, 3 suspended, 2 no limit or no purchase in 365 days),
     * 0 when none applies: flagAfter = baseFlag when > 0, else 1 when the balance after the order is < 0, else 0.
     */
    baseFlag: z.union([z.literal(0), z.literal(2), z.literal(3), z.literal(4)]),
  }),
  /** The order's terms (docs/domain.md §8.1): what the screen offers; empty lists when the company exports none. */
  terms: z.object({
    /** The active conditions this customer may use, by code. */
    paymentConditions: z.array(orderPaymentCondition),
    /** The customer's usual condition when it is among them: the screen's first choice. */
    usualPaymentCondition: z.string().nullable(),
    carriers: z.array(z.object({ code: z.string(), name: z.string() })),
    /** supervisors.max_discount imported: an order may wait for a supervisor. */
    approvalOn: z.boolean(),
  }),
});
export type OrderContextAnswer = z.infer<typeof orderContextAnswer>;

export const orderContextCall = defineCall({
  method: 'GET',
  url: '/api/v1/order-context',
  query: orderContextQuery,
  answer: orderContextAnswer,
});

// "Repetir pedido": a past ERP order of the customer, its lines checked against today's catalog.

export const orderRepeatParams = z.object({
  number: z.coerce
    .number({ error: 'Pedido inválido' })
    .int('Pedido inválido')
    .min(1, 'Pedido inválido')
    .max(Number.MAX_SAFE_INTEGER, 'Pedido inválido'),
});

export const orderRepeatLine = z.object({
  reference: z.string(),
  description: z.string().nullable(),
  colorCode: z.string().nullable(),
  size: z.string().nullable(),
  parts: count,
  /** Whether today's catalog (the table of `terms`) can take the line as it is. */
  orderable: z.boolean(),
  /** Why not, in Portuguese (null when orderable). */
  reason: z.string().nullable(),
});
export type OrderRepeatLine = z.infer<typeof orderRepeatLine>;

/**
 * The terms the repeated order carried, as far as the customer and the rep may still use them (docs/domain.md §6):
 * the ERP order's, or the portal order's it was made from. A term given up is null (the screen's default then) or
 * lowered, and `notes` says why.
 */
export const orderRepeatTerms = z.strictObject({
  /** The old order's table while it has prices, else the customer's: the lines were checked against it. */
  priceTable: z.string().nullable(),
  /** Null when the old order had none or the customer may no longer use it: the customer's usual one then. */
  paymentConditionCode: z.string().nullable(),
  /** Only a portal order knows it; null leaves it to the screen. */
  freightType: z.enum(freightTypes).nullable(),
  /** A carrier the company still has, found by the ERP's code or name. */
  carrierCode: z.string().nullable(),
  /** The portal order's, or the ERP order's (1 − Σ net ÷ Σ value), within what the rep may give or send to approval. */
  discountPercent: z.number().min(0).max(100),
});
export type OrderRepeatTerms = z.infer<typeof orderRepeatTerms>;

export const orderRepeatAnswer = z.strictObject({
  orderNumber: count,
  issueDate: isoDate,
  customer: z.object({ register: z.string(), name: z.string() }),
  representativeId: count,
  /** The customer's table today (its own, else its latest order's), null when none is known. */
  priceTable: z.string().nullable(),
  paymentDays: count,
  terms: orderRepeatTerms,
  /** Why a term of the old order was not kept, in Portuguese, one sentence each. */
  notes: z.array(z.string()),
  lines: z.array(orderRepeatLine),
});
export type OrderRepeatAnswer = z.infer<typeof orderRepeatAnswer>;

export const orderRepeatCall = defineCall({
  method: 'GET',
  url: '/api/v1/order-repeat/:number',
  params: orderRepeatParams,
  answer: orderRepeatAnswer,
});
