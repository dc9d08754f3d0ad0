import { z } from 'zod';
import { commaList, count, defineCall, isoDate, money, representativeIdParam } from '../common.ts';
import { orderStatus, orderStatusLook, statusColor } from '../customers/customers.ts';
import { billedGridAnswer, billedGridQuery, walletGridAnswer, walletGridQuery } from '../grids/grids.ts';
import {
  boundedPeriod,
  customerRegistersFilter,
  periodIsOrdered,
  requiredDate,
} from '../filters/report-filters.ts';

// Sales orders under api/comercial/pedidos/venda (docs/product.md §7, unused by the screens; docs/decisions/063).

export const orderSituation = z.object({ status: orderStatus, description: z.string(), color: statusColor });
export const orderSituations = z.array(orderSituation).meta({
  example: Object.entries(orderStatusLook).map(([status, look]) => ({
    status,
    description: look.statusDescription,
    color: look.statusColor,
  })),
});
export type OrderSituation = z.infer<typeof orderSituation>;

export const orderTrackingQuery = z
  .object({
    representativeId: representativeIdParam,
    initialIssueDate: requiredDate('a data inicial de emissão'),
    finalIssueDate: requiredDate('a data final de emissão'),
    status: commaList(orderStatus),
    customers: customerRegistersFilter,
  })
  .refine((query) => periodIsOrdered(query.initialIssueDate, query.finalIssueDate), {
    message: 'A data inicial deve ser anterior ou igual à data final',
    path: ['finalIssueDate'],
  })
  .refine(...boundedPeriod('initialIssueDate', 'finalIssueDate'));
export type OrderTrackingQuery = z.infer<typeof orderTrackingQuery>;

export const trackedInvoice = z.object({
  invoice: z.string(),
  issueDate: isoDate,
  parts: count,
  value: money,
});

export const orderTrackingRow = z.object({
  salesOrder: count,
  customerRegister: z.string(),
  customerName: z.string(),
  representativeId: count,
  issueDate: isoDate,
  deliveryDate: isoDate.nullable(),
  blockedOn: isoDate.nullable(),
  canceledOn: isoDate.nullable(),
  cancelReason: z.string().nullable(),
  status: orderStatus,
  statusDescription: z.string(),
  statusColor,
  totalNetValue: money,
  invoicedValue: money,
  toBeInvoicedValue: money,
  /** Oldest first; empty when not invoiced yet. */
  invoices: z.array(trackedInvoice),
});
export type OrderTrackingRow = z.infer<typeof orderTrackingRow>;

/**
 * Order 1001 of the test fixture, as the tracking answers it: the OpenAPI example, which sales-orders.test.ts expects
 * the API to answer.
 */
export const orderTrackingExample: OrderTrackingRow = {
  salesOrder: 1001,
  customerRegister: '11111111000191',
  customerName: 'ALFA MODAS',
  representativeId: 10,
  issueDate: '2025-09-05',
  deliveryDate: '2025-10-15',
  blockedOn: null,
  canceledOn: null,
  cancelReason: null,
  status: 'open',
  statusDescription: 'Aberto',
  statusColor: 'blue',
  totalNetValue: 1620,
  invoicedValue: 900,
  toBeInvoicedValue: 720,
  invoices: [
    { invoice: '5001', issueDate: '2025-09-20', parts: 8, value: 700 },
    { invoice: '5002', issueDate: '2025-09-25', parts: 2, value: 200 },
  ],
};
export const orderTrackingAnswer = z.array(orderTrackingRow).meta({
  example: [orderTrackingExample],
});

export const orderNumberParams = z.object({
  numero: z.coerce
    .number({ error: 'Pedido inválido' })
    .int('Pedido inválido')
    .min(1, 'Pedido inválido')
    .max(Number.MAX_SAFE_INTEGER),
});

export const salesOrderItem = z.object({
  reference: z.string(),
  description: z.string(),
  collectionCode: z.string(),
  collectionDescription: z.string(),
  quotaArticleCode: z.string(),
  quotaArticleDescription: z.string(),
  parts: count,
  value: money,
  netValue: money,
});
export type SalesOrderItem = z.infer<typeof salesOrderItem>;

/**
 * Item P13 of order 1001 of the test fixture: the OpenAPI example, which sales-orders.test.ts expects the API to
 * answer.
 */
export const salesOrderItemExample: SalesOrderItem = {
  reference: 'P13',
  description: 'CAMISETA K13',
  collectionCode: 'K13',
  collectionDescription: 'PRIMAVERA 2025',
  quotaArticleCode: 'MAL',
  quotaArticleDescription: 'MALHA',
  parts: 10,
  value: 1000,
  netValue: 900,
};
export const salesOrderItems = z.array(salesOrderItem).meta({ example: [salesOrderItemExample] });

export const orderSituationsCall = defineCall({
  method: 'GET',
  url: '/api/comercial/pedidos/venda/situacoes',
  answer: orderSituations,
});
export const orderTrackingCall = defineCall({
  method: 'GET',
  url: '/api/comercial/pedidos/venda/pedidos-acompanhamento',
  query: orderTrackingQuery,
  answer: orderTrackingAnswer,
});
export const salesOrderWalletCall = defineCall({
  method: 'GET',
  url: '/api/comercial/pedidos/venda/pedidos-carteira',
  query: walletGridQuery,
  answer: walletGridAnswer,
});
export const salesOrderBilledCall = defineCall({
  method: 'GET',
  url: '/api/comercial/pedidos/venda/pedidos-faturado',
  query: billedGridQuery,
  answer: billedGridAnswer,
});
export const salesOrderItemsCall = defineCall({
  method: 'GET',
  url: '/api/comercial/pedidos/venda/:numero/itens',
  params: orderNumberParams,
  answer: salesOrderItems,
});
