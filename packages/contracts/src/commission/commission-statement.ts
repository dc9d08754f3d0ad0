import { z } from 'zod';
import { count, defineCall, inputDate, isoDate, money } from '../common.ts';
import { teamScopeFields } from '../indicators/indicators.ts';

// Comissão (docs/domain.md §5.3, decision 072): what the rep earned in a month, what the open orders and receivables
// will pay and when, what was lost in the last 365 days, and the customers it comes from. Every figure is the
// commission (value × the rep's commission_rate / 100), each rep's own rate when the statement covers several.

/** `date`: any day of the month M whose entries are read; absent = today's month. */
export const commissionStatementQuery = z.object({ date: inputDate.optional(), ...teamScopeFields });
export type CommissionStatementQuery = z.infer<typeof commissionStatementQuery>;

export const commissionEntryKind = z.enum(['credit', 'debit']);
export type CommissionEntryKind = z.infer<typeof commissionEntryKind>;

/** One commission entry posted in M. */
export const commissionEntry = z.object({
  representativeId: count,
  postedOn: isoDate,
  kind: commissionEntryKind,
  value: money,
  description: z.string().nullable(),
});
export type CommissionEntry = z.infer<typeof commissionEntry>;

export const realisedCommission = z.object({
  /** Oldest first. */
  entries: z.array(commissionEntry),
  credit: money,
  debit: money,
  /** credit − debit. */
  net: money,
});
export type RealisedCommission = z.infer<typeof realisedCommission>;

/**
 * Commission to come: on the Carteira orders' toBeInvoiced and on the open receivables' balance, and their sum. Over
 * the whole forecast, toBeInvoicedValue is the Indicadores Comissão tile's `order` and receivables (overdue
 * included) its `duplicate`.
 */
const commissionToCome = { toBeInvoicedValue: money, receivables: money, total: money };

/**
 * One bucket of the forecast: `overdue` (overdue receivables), `month` (today's month and the next five, `month`
 * = `yyyy-mm`, by delivery for orders and by due date for receivables), `later` (after those six months; month
 * null for `overdue` and `later`).
 */
export const forecastBucket = z.object({
  bucket: z.enum(['overdue', 'month', 'later']),
  month: z.string().nullable(),
  ...commissionToCome,
});
export type ForecastBucket = z.infer<typeof forecastBucket>;

export const commissionForecast = z.object({
  /** overdue, the six months from today's month, later: always 8 buckets in that order. */
  buckets: z.array(forecastBucket),
  ...commissionToCome,
});
export type CommissionForecast = z.infer<typeof commissionForecast>;

/** Whose commission was lost, and on which customer. */
const lostFrom = { representativeId: count, customerRegister: z.string(), customerName: z.string() };

export const lostOrder = z.object({
  order: count,
  ...lostFrom,
  canceledOn: isoDate,
  totalNetValue: money,
  commission: money,
});
export type LostOrder = z.infer<typeof lostOrder>;

export const lostReceivable = z.object({
  number: z.string(),
  ...lostFrom,
  issueDate: isoDate,
  value: money,
  commission: money,
});
export type LostReceivable = z.infer<typeof lostReceivable>;

/** Over the 365 days ending today; each total = Σ of its list's commissions. */
export const lostCommission = z.object({
  canceledOrders: money,
  returnedReceivables: money,
  total: money,
  /** Newest first. */
  orders: z.array(lostOrder),
  /** Newest first. */
  receivables: z.array(lostReceivable),
});
export type LostCommission = z.infer<typeof lostCommission>;

export const commissionCustomer = z.object({
  register: z.string(),
  name: z.string(),
  /**
   * The rep this commission goes to: the order's rep for Carteira, the customer's owner for receivables. A customer
   * served by two reps in the statement has a row for each.
   */
  representativeId: count,
  toBeInvoicedValue: money,
  /** Receivables not overdue. */
  receivables: money,
  overdue: money,
  /** toBeInvoicedValue + receivables + overdue. */
  total: money,
});
export type CommissionCustomer = z.infer<typeof commissionCustomer>;

export const commissionStatementAnswer = z.object({
  /** M, `yyyy-mm`. */
  month: z.string(),
  /** The business date the forecast and the lost window are computed from. */
  today: isoDate,
  realised: realisedCommission,
  forecast: commissionForecast,
  lost: lostCommission,
  /** Customers with a commission to come, total descending. */
  customers: z.array(commissionCustomer),
});
export type CommissionStatementAnswer = z.infer<typeof commissionStatementAnswer>;

export const commissionStatementCall = defineCall({
  method: 'GET',
  url: '/api/v1/commission/statement',
  query: commissionStatementQuery,
  answer: commissionStatementAnswer,
});
