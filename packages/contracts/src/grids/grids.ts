import { z } from 'zod';
import { MAX_DB_INT, count, defineCall, isoDate, money, representativeIdParam } from '../common.ts';
import { financialFlag, orderStatus, statusColor } from '../customers/customers.ts';
import {
  cityCodesFilter,
  commercialScopeFields,
  customerRegistersFilter,
  boundedPeriod,
  orderedPeriod,
  pageSizeParam,
  quotaArticleCodesFilter,
  requiredDate,
  supervisorIdsFilter,
} from '../filters/report-filters.ts';

// The report grids: Carteira, Faturado, Dup. Aberto, Ped. Cancelados, Desemp. Clientes (docs/product.md §2.9–2.13, §3;
// docs/domain.md §3; docs/decisions/041).

// Carteira ------------------------------------------------------------------------------------------------

export const walletGridQuery = z.object({
  ...commercialScopeFields,
  cities: cityCodesFilter,
  customers: customerRegistersFilter,
  /** The page starts after this order (a row's salesOrder). */
  afterOrder: z.coerce.number().int().min(0).max(MAX_DB_INT).optional(),
  pageSize: pageSizeParam,
});
export type WalletGridQuery = z.infer<typeof walletGridQuery>;

export const walletGridRow = z.object({
  statusColor,
  status: orderStatus,
  statusDescription: z.string(),
  salesOrder: count,
  deliveryDate: isoDate.nullable(),
  customerName: z.string(),
  customerRegister: z.string(),
  cityName: z.string(),
  stateCode: z.string(),
  priceTable: z.string().nullable(),
  /** Σ parts. */
  sold: count,
  /** Σ net value. */
  soldValue: money,
  invoicedValue: money,
  toBeInvoicedValue: money,
});
export type WalletGridRow = z.infer<typeof walletGridRow>;
export const walletGridAnswer = z.array(walletGridRow);

// Faturado ------------------------------------------------------------------------------------------------

export const billedGridQuery = z
  .object({
    representativeId: representativeIdParam,
    initialBilling: requiredDate('a data inicial de faturamento'),
    finalBilling: requiredDate('a data final de faturamento'),
    supervisors: supervisorIdsFilter,
    cities: cityCodesFilter,
    customers: customerRegistersFilter,
  })
  .refine(...orderedPeriod('initialBilling', 'finalBilling'))
  .refine(...boundedPeriod('initialBilling', 'finalBilling'));
export type BilledGridQuery = z.infer<typeof billedGridQuery>;

export const billedGridRow = z.object({
  invoice: z.string(),
  salesOrder: count,
  billingDate: isoDate,
  customerName: z.string(),
  customerRegister: z.string(),
  cityName: z.string(),
  stateCode: z.string(),
  /** Invoice parts. */
  revenues: count,
  revenuesValue: money,
});
export type BilledGridRow = z.infer<typeof billedGridRow>;
export const billedGridAnswer = z.array(billedGridRow);

// Dup. Aberto / Ped. Cancelados: representativeId only ----------------------------------------------------

export const representativeOnlyQuery = z.object({ representativeId: representativeIdParam });
export type RepresentativeOnlyQuery = z.infer<typeof representativeOnlyQuery>;

export const duplicatesGridQuery = representativeOnlyQuery.extend({
  /** The page starts after this title (a row's duplicate). */
  afterDuplicate: z.string().trim().min(1).max(60).optional(),
  pageSize: pageSizeParam,
});
export type DuplicatesGridQuery = z.infer<typeof duplicatesGridQuery>;

export const duplicateGridRow = z.object({
  customerRegister: z.string(),
  customerName: z.string(),
  type: z.string().nullable(),
  duplicate: z.string(),
  carrier: z.string().nullable(),
  issueDate: isoDate,
  dueDate: isoDate,
  extensionDate: isoDate.nullable(),
  position: z.string().nullable(),
  /** Days past the effective due date (extension or due), 0 when not overdue. */
  delay: count,
  /** The customer's open/blocked/expedition orders (of the reps in scope). */
  openOrders: count,
  value: money,
  balance: money,
});
export type DuplicateGridRow = z.infer<typeof duplicateGridRow>;
export const duplicateGridAnswer = z.array(duplicateGridRow);

export const canceledOrderGridRow = z.object({
  reason: z.string().nullable(),
  representativeId: count,
  representativeName: z.string(),
  salesOrder: count,
  deliveryDate: isoDate.nullable(),
  cancellationDate: isoDate,
  blockingDate: isoDate.nullable(),
  /** cancellationDate − blockingDate; null without a blocking date. */
  daysBlocked: count.nullable(),
  customerName: z.string(),
  customerRegister: z.string(),
  cityName: z.string(),
  stateCode: z.string(),
  /** Σ parts. */
  canceled: count,
  /** Σ net value. */
  canceledValue: money,
});
export type CanceledOrderGridRow = z.infer<typeof canceledOrderGridRow>;
export const canceledOrderGridAnswer = z.array(canceledOrderGridRow);

// Desemp. Clientes ----------------------------------------------------------------------------------------

export const customerPerformanceQuery = z.object({
  ...commercialScopeFields,
  quotaArticles: quotaArticleCodesFilter,
});
export type CustomerPerformanceQuery = z.infer<typeof customerPerformanceQuery>;

export const performanceGrouper = z.object({
  groupCode: z.string(),
  groupDescription: z.string(),
  sold: money,
});
export type PerformanceGrouper = z.infer<typeof performanceGrouper>;

export const customerPerformanceRow = z.object({
  customerFinancialFlag: financialFlag,
  customer: z.string(),
  customerRegister: z.string(),
  customerCity: z.string(),
  customerState: z.string(),
  customerCreditLimit: money.nullable(),
  customerSituation: z.enum(['Ativo', 'Inativo']),
  /** The same groups, in the same order (group code), on every row: one grid column per group. */
  groupers: z.array(performanceGrouper),
});
export type CustomerPerformanceRow = z.infer<typeof customerPerformanceRow>;
export const customerPerformanceAnswer = z.array(customerPerformanceRow);

export const walletGridCall = defineCall({
  method: 'GET',
  url: '/api/v1/reports/wallet',
  query: walletGridQuery,
  answer: walletGridAnswer,
});
export const billedGridCall = defineCall({
  method: 'GET',
  url: '/api/v1/reports/billed',
  query: billedGridQuery,
  answer: billedGridAnswer,
});
export const duplicatesGridCall = defineCall({
  method: 'GET',
  url: '/api/v1/reports/duplicates',
  query: duplicatesGridQuery,
  answer: duplicateGridAnswer,
});
export const canceledOrdersGridCall = defineCall({
  method: 'GET',
  url: '/api/v1/reports/canceled-orders',
  query: representativeOnlyQuery,
  answer: canceledOrderGridAnswer,
});
export const customerPerformanceGridCall = defineCall({
  method: 'GET',
  url: '/api/v1/reports/customer-performance',
  query: customerPerformanceQuery,
  answer: customerPerformanceAnswer,
});
