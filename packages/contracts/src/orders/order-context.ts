import { z } from 'zod';
import { count, defineCall, isoDate, money, representativeIdParam } from '../common.ts';
import { orderCustomerRegister, priceTableSources } from './catalog.ts';
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
  /** Whether today's catalog (the customer's table) can take the line as it is. */
  orderable: z.boolean(),
  /** Why not, in Portuguese (null when orderable). */
  reason: z.string().nullable(),
});
export type OrderRepeatLine = z.infer<typeof orderRepeatLine>;

export const orderRepeatAnswer = z.object({
  orderNumber: count,
  issueDate: isoDate,
  customer: z.object({ register: z.string(), name: z.string() }),
  representativeId: count,
  /** Today's table for the customer (what the new order will be priced with). */
  priceTable: z.string().nullable(),
  paymentDays: count,
  lines: z.array(orderRepeatLine),
});
export type OrderRepeatAnswer = z.infer<typeof orderRepeatAnswer>;

export const orderRepeatCall = defineCall({
  method: 'GET',
  url: '/api/v1/order-repeat/:number',
  params: orderRepeatParams,
  answer: orderRepeatAnswer,
});
