import { z } from 'zod';
import { count, defineCall, isoDate, money } from '../common.ts';
import { freightTypes, orderDraftAnswer, orderDraftParams } from './order-drafts.ts';

// Sent orders on their way to the ERP (docs/domain.md §6): the same columns `portal export-orders` writes to
// portal_orders.csv and portal_order_items.csv, pulled as JSON by users who see every rep.

export const exportedOrderItem = z.object({
  reference: z.string(),
  colorCode: z.string().nullable(),
  size: z.string().nullable(),
  parts: count,
  unitPrice: money,
  value: money,
  netValue: money,
  /** The table's price before the condition's surcharge (docs/domain.md §8.3). */
  listPrice: money,
  /** The pack the line came from and how many of it; null for a line of pieces (docs/domain.md §8.3). */
  packCode: z.string().nullable(),
  packs: count.nullable(),
});

export const exportedOrder = z.object({
  portalOrderId: z.uuid(),
  customerRegister: z.string(),
  representativeId: count,
  /** The send day. */
  issueDate: isoDate,
  deliveryDate: isoDate.nullable(),
  priceTable: z.string(),
  paymentDays: count,
  discountPercent: z.number(),
  note: z.string(),
  /** The order's terms (docs/domain.md §8.3); null when not given. */
  paymentCondition: z.string().nullable(),
  freightType: z.enum(freightTypes).nullable(),
  carrierCode: z.string().nullable(),
  /** The approver's username; null for an order that needed no approval. */
  approvedBy: z.string().nullable(),
  items: z.array(exportedOrderItem),
});
export type ExportedOrder = z.infer<typeof exportedOrder>;

/** Every sent order not yet exported, oldest send first. */
export const orderExportAnswer = z.object({ orders: z.array(exportedOrder) });
export type OrderExportAnswer = z.infer<typeof orderExportAnswer>;

/** Marking one as exported answers the draft (status `exported`; again on an exported or in-ERP order: unchanged). */
export const orderExportedAnswer = orderDraftAnswer;

export const orderExportCall = defineCall({
  method: 'GET',
  url: '/api/v1/order-drafts/export',
  answer: orderExportAnswer,
});
export const markOrderExportedCall = defineCall({
  method: 'POST',
  url: '/api/v1/order-drafts/:id/exported',
  params: orderDraftParams,
  answer: orderExportedAnswer,
});
