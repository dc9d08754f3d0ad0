import { z } from 'zod';
import { count, isoDate, money } from '../common.ts';

// The evaluation of an order (docs/domain.md §6): answered by every save and read of a draft and by the send, frozen
// once sent. Money is computed in SQL numeric, half-up to 2 decimals per line.

export const orderProblemKinds = [
  'price',
  'price-table',
  'sku',
  'parts',
  'discount',
  'delivery-date',
  'no-lines',
  'payment-condition',
  'carrier',
  'minimum',
  'pack',
] as const;
/** Why the server refuses to send an order. */
export type OrderProblemKind = (typeof orderProblemKinds)[number];

export const orderWarningKinds = ['stock', 'credit'] as const;
/** What the screen asks the rep to confirm; the server never blocks on it. */
export type OrderWarningKind = (typeof orderWarningKinds)[number];

/** The numbers behind a problem or warning (e.g. stock: parts, available, nextDate, nextAvailable). */
export const orderFigures = z.record(z.string(), z.union([z.number(), z.string(), z.null()]));
export type OrderFigures = z.infer<typeof orderFigures>;

export const orderProblem = z.object({
  kind: z.enum(orderProblemKinds),
  /** Index into `lines`, or null for the whole order. */
  line: count.nullable(),
  /** Portuguese, ready to show beside its line. */
  message: z.string(),
  figures: orderFigures,
});
export type OrderProblem = z.infer<typeof orderProblem>;

export const orderWarning = z.object({
  kind: z.enum(orderWarningKinds),
  line: count.nullable(),
  message: z.string(),
  figures: orderFigures,
});
export type OrderWarning = z.infer<typeof orderWarning>;

/** One line: the items of the same cell merged, in the order they were first given. */
export const orderLine = z.object({
  reference: z.string(),
  /** Null for a reference unknown to the catalog. */
  description: z.string().nullable(),
  colorCode: z.string().nullable(),
  colorName: z.string().nullable(),
  size: z.string().nullable(),
  parts: z.number(),
  /** The table's price; null when the table has none for the reference. */
  listPrice: money.nullable(),
  /** round2(listPrice × (1 + the condition's surcharge / 100)), half-up; listPrice without a condition. */
  unitPrice: money.nullable(),
  /** parts × unitPrice (0 without a price). */
  value: money,
  /** round2(value × (1 − discount / 100)), half-up. */
  netValue: money,
  quotaArticle: z.string().nullable(),
  /** The pack the line came from and how many of it (docs/domain.md §8.2); null for pieces only. */
  packCode: z.string().nullable().optional(),
  packs: z.number().nullable().optional(),
});
export type OrderLine = z.infer<typeof orderLine>;

export const orderTotals = z.object({
  parts: z.number(),
  value: money,
  netValue: money,
  /** round2(Σ netValue × the rep's rate): "sua comissão". */
  commission: money,
});
export type OrderTotals = z.infer<typeof orderTotals>;

/** A quota article of the lines, in today's month: the rep's goal and sales before and after this order. */
export const orderGoal = z.object({
  quotaArticle: z.string(),
  description: z.string(),
  goal: money,
  salesBefore: money,
  salesAfter: money,
  /** Null without a goal. */
  percentBefore: z.number().nullable(),
  percentAfter: z.number().nullable(),
});
export type OrderGoal = z.infer<typeof orderGoal>;

export const orderCredit = z.object({
  projectedBalanceBefore: money,
  projectedBalanceAfter: money,
  /** The financial flag 0–4 with projectedBalanceAfter in place of the projected balance. */
  flagAfter: z.number().int().min(0).max(4),
});
export type OrderCredit = z.infer<typeof orderCredit>;

/** What makes a sendable order wait for a supervisor (docs/domain.md §8.2), only while approval is on. */
export const orderApprovalKinds = ['discount', 'minimum', 'credit'] as const;
export type OrderApprovalKind = (typeof orderApprovalKinds)[number];

export const orderApproval = z.object({
  kind: z.enum(orderApprovalKinds),
  message: z.string(),
  figures: orderFigures,
});
export type OrderApproval = z.infer<typeof orderApproval>;

/** One installment of the order's condition: the values add up to the net total to the cent. */
export const orderInstallment = z.object({
  number: count,
  days: count,
  /** The send day (a draft: today) + days. */
  dueDate: isoDate,
  value: money,
});
export type OrderInstallment = z.infer<typeof orderInstallment>;

/** The company's payment condition the order uses (docs/domain.md §8.1). */
export const orderPaymentCondition = z.object({
  code: z.string(),
  description: z.string(),
  /** The days as the company wrote them: "30/60/90", "0" for à vista. */
  installments: z.string(),
  /** Negative: a discount for paying sooner. */
  surchargePercent: z.number(),
  minOrderValue: money,
});
export type OrderPaymentCondition = z.infer<typeof orderPaymentCondition>;

export const orderEvaluation = z.object({
  lines: z.array(orderLine),
  totals: orderTotals,
  goals: z.array(orderGoal),
  credit: orderCredit,
  problems: z.array(orderProblem),
  warnings: z.array(orderWarning),
  /** The order's condition when it is a known one; null otherwise. */
  paymentCondition: orderPaymentCondition.nullable(),
  /** One per day of the condition; empty without one. */
  installments: z.array(orderInstallment),
  /** Empty unless approval is on (supervisors.max_discount imported). */
  approvals: z.array(orderApproval),
});
export type OrderEvaluation = z.infer<typeof orderEvaluation>;
