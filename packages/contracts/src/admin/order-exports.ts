import { z } from 'zod';
import { count, defineCall, money } from '../common.ts';

// Pedidos ao ERP (docs/operations.md, "Pedidos ao ERP pela tela"; docs/decisions/216, 217): the sent orders no road
// has taken to the ERP yet, "Exportar" (the same two files as `portal export-orders`, as a zip) and the history of
// every export, whichever road took the orders. Administrators only.

/** A sent order waiting for the export: what the screen's card and row show. */
export const pendingOrderExport = z.object({
  id: z.uuid(),
  customerRegister: z.string(),
  customerName: z.string(),
  representativeId: count,
  representativeName: z.string(),
  sentAt: z.string(),
  pieces: count,
  netValue: money,
  /** The ERP's payment condition code, or null for an order priced by days. */
  paymentCondition: z.string().nullable(),
  paymentConditionDescription: z.string().nullable(),
  paymentDays: count,
});
export type PendingOrderExport = z.infer<typeof pendingOrderExport>;

/** Oldest send first: the order the files list them in. */
export const pendingOrderExportsAnswer = z.array(pendingOrderExport);

/** screen = "Exportar"; cli = `portal export-orders`; webhook = one order delivered; pull = the JSON pull's mark. */
export const orderExportOrigin = z.enum(['screen', 'cli', 'webhook', 'pull']);
export type OrderExportOrigin = z.infer<typeof orderExportOrigin>;

export const orderExportEntry = z.object({
  id: count,
  at: z.string(),
  origin: orderExportOrigin,
  /** The user, or the command and the system user that ran it, or "webhook". */
  startedBy: z.string(),
  orders: count,
  items: count,
  /** The files written; empty for the webhook and the pull, which hand the orders over as JSON. */
  files: z.array(z.string()),
  /** Where the command wrote them; null otherwise. */
  folder: z.string().nullable(),
  /** Its zip can be downloaded again (the screen's and the command's exports). */
  downloadable: z.boolean(),
});
export type OrderExportEntry = z.infer<typeof orderExportEntry>;

export const ORDER_EXPORTS_PAGE_SIZE = 20;

export const orderExportHistoryQuery = z.object({
  page: z.coerce.number().int().min(1, 'Página inválida').max(100_000, 'Página inválida').default(1),
});
export type OrderExportHistoryQuery = z.infer<typeof orderExportHistoryQuery>;

/** Newest first, ORDER_EXPORTS_PAGE_SIZE a page. */
export const orderExportHistoryAnswer = z.object({
  rows: z.array(orderExportEntry),
  total: count,
  page: count,
  pageSize: count,
});
export type OrderExportHistoryAnswer = z.infer<typeof orderExportHistoryAnswer>;

export const orderExportParams = z.object({
  id: z.coerce
    .number({ error: 'Exportação inválida' })
    .int('Exportação inválida')
    .min(1, 'Exportação inválida')
    .max(2_147_483_647, 'Exportação inválida'),
});

export const pendingOrderExportsCall = defineCall({
  method: 'GET',
  url: '/api/v1/admin/order-exports/pending',
  answer: pendingOrderExportsAnswer,
});

export const orderExportHistoryCall = defineCall({
  method: 'GET',
  url: '/api/v1/admin/order-exports',
  query: orderExportHistoryQuery,
  answer: orderExportHistoryAnswer,
});

/** "Exportar": every pending order, marked exported; the answer is the zip's bytes, not JSON (409 with none). */
export const exportOrdersCall = defineCall({
  method: 'POST',
  url: '/api/v1/admin/order-exports',
  answer: z.any().describe('Arquivo .zip com portal_orders.csv e portal_order_items.csv'),
});

/** The zip of an earlier export again, for a download lost on its way; marks nothing. */
export const orderExportArchiveCall = defineCall({
  method: 'GET',
  url: '/api/v1/admin/order-exports/:id/archive',
  params: orderExportParams,
  answer: z.any().describe('Arquivo .zip de uma exportação anterior'),
});
