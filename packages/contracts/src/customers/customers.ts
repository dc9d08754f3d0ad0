import { z } from 'zod';
import { count, defineCall, isoDate, money, representativeIdParam } from '../common.ts';
import {
  boughtFilter,
  cityCodesFilter,
  customerRegistersFilter,
  financialFlagsFilter,
  boundedPeriod,
  orderedPeriod,
  pageSizeParam,
  quotaArticleCodesFilter,
  requiredDate,
  routeFilter,
  routeValue,
  routeVersionValue,
} from '../filters/report-filters.ts';

// Situação Limite, Potencial grid and Clientes (docs/product.md §2.6–2.8, §3; docs/domain.md §2–3; docs/decisions/040).

export const saleFrequencyQuery = z
  .object({
    initialIssueDate: requiredDate('a data inicial de emissão'),
    finalIssueDate: requiredDate('a data final de emissão'),
    bought: boughtFilter,
    representativeId: representativeIdParam,
    cities: cityCodesFilter,
    customers: customerRegistersFilter,
    route: routeFilter,
    quotaArticles: quotaArticleCodesFilter,
    financialFlags: financialFlagsFilter,
  })
  .refine(...orderedPeriod('initialIssueDate', 'finalIssueDate'))
  .refine(...boundedPeriod('initialIssueDate', 'finalIssueDate'));
export type SaleFrequencyQuery = z.infer<typeof saleFrequencyQuery>;

export const customerOrdersQuery = z
  .object({
    initialIssueDate: requiredDate('a data inicial de emissão'),
    finalIssueDate: requiredDate('a data final de emissão'),
    representativeId: representativeIdParam,
    route: routeFilter,
    cities: cityCodesFilter,
    customers: customerRegistersFilter,
    /**
     * Paged by customer (docs/decisions/166): at most `pageSize` customers in the screen's order (name, then
     * register), after the customer this register names; without `pageSize`, every customer at once.
     */
    afterCustomer: z
      .string()
      .regex(/^\d{14}$/, 'Cliente inválido: informe o CNPJ com 14 dígitos')
      .optional(),
    pageSize: pageSizeParam,
  })
  .refine(...orderedPeriod('initialIssueDate', 'finalIssueDate'))
  .refine(...boundedPeriod('initialIssueDate', 'finalIssueDate'));
export type CustomerOrdersQuery = z.infer<typeof customerOrdersQuery>;

/** Another rep who also serves the customer (customer_representatives.csv). */
export const otherRepresentative = z.object({ id: count, name: z.string() });
export type OtherRepresentative = z.infer<typeof otherRepresentative>;

/**
 * 0 green … 4 red (docs/product.md §4). Any other integer is a valid answer the screens paint white ("Sem informação"):
 * the ERP may add a flag before the portal knows it, and one such customer must not fail a whole report.
 */
export const financialFlag = z.number().int();

/** Where the map puts a customer (docs/domain.md §7): its own point, else its city's centre, else nowhere (null). */
export const customerLocationKinds = ['customer', 'city'] as const;
export const customerLocationKind = z.enum(customerLocationKinds);
export type CustomerLocationKind = z.infer<typeof customerLocationKind>;

/** The point a customer is drawn at, in decimal degrees; all three null when neither it nor its city has one. */
export const customerLocation = z.object({
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  location: customerLocationKind.nullable(),
});
export type CustomerLocation = z.infer<typeof customerLocation>;

/**
 * What the Situação Limite modal and the Clientes details show of one customer. Money figures count the orders
 * of the reps in the caller's scope (docs/domain.md §3); null = "Sem informação".
 */
export const customerProfile = z.object({
  name: z.string(),
  register: z.string(),
  route: count,
  /** Optimistic-lock token of the route: send it back in customer/update. */
  routeVersion: count,
  address: z.string().nullable(),
  cityCode: count,
  city: z.string(),
  state: z.string(),
  zipCode: z.string().nullable(),
  telephone: z.string().nullable(),
  cellphone: z.string().nullable(),
  whats: z.string().nullable(),
  email: z.string().nullable(),
  stateRegistration: z.string().nullable(),
  suframa: z.string().nullable(),
  registrationDate: isoDate.nullable(),
  economicGroup: z.string().nullable(),
  /** The rep who owns the customer. */
  representativeId: count,
  representative: z.string(),
  /** The other reps who also serve it (never the owner). */
  representatives: z.array(otherRepresentative),
  lastPurchaseDate: isoDate.nullable(),
  daysSinceLastPurchase: count.nullable(),
  /** Code of the collection with the largest net value in the latest order. */
  lastPurchaseCollection: z.string().nullable(),
  lastPurchaseCollectionDescription: z.string().nullable(),
  financialFlag,
  creditLimit: money.nullable(),
  balanceLimit: money,
  projectedBalance: money,
  salePotential: money,
  /** Percent, 2 decimals. */
  averageDiscount: z.number(),
  /** Days, 2 decimals (weighted by order value). */
  averageDeadline: z.number(),
  daysGreatestDelay: count,
  openTitles: money,
  overdueTitles: money,
  ...customerLocation.shape,
});
export type CustomerProfile = z.infer<typeof customerProfile>;

/**
 * The customer card: the fields of the profile a customer list shows on each card (Plano de Visitas). One pick of
 * customerProfile, so both answers name and type the card fields alike.
 */
export const customerCard = customerProfile.pick({
  register: true,
  name: true,
  address: true,
  cityCode: true,
  city: true,
  state: true,
  zipCode: true,
  telephone: true,
  cellphone: true,
  whats: true,
  email: true,
  route: true,
  financialFlag: true,
  salePotential: true,
  lastPurchaseDate: true,
  daysSinceLastPurchase: true,
  latitude: true,
  longitude: true,
  location: true,
});
export type CustomerCard = z.infer<typeof customerCard>;

/** One collection column of the Potencial grid / card of the collections view. */
export const collectionEntry = z.object({
  collection: z.string(),
  collectionDescription: z.string(),
  parts: count,
  references: count,
  value: money,
  averagePrice: money,
});
export type CollectionEntry = z.infer<typeof collectionEntry>;

export const saleFrequencyCustomer = customerProfile.extend({
  /** 1 flag 0–1 without sales in the period; 2 below potential; 3 at or above; 4 flag 2–4. */
  suggestionPriority: z.number().int().min(1).max(4),
  /** Σ net value of the customer's items in the period (the quota-article filter applies). */
  periodSales: money,
  /** The same collections, in the same order, on every customer of one answer. */
  collections: z.array(collectionEntry),
});
export type SaleFrequencyCustomer = z.infer<typeof saleFrequencyCustomer>;
export const saleFrequencyAnswer = z.array(saleFrequencyCustomer);

export const orderStatus = z.enum(['open', 'blocked', 'expedition', 'billed', 'canceled']);
export type OrderStatus = z.infer<typeof orderStatus>;
export const statusColor = z.enum(['blue', 'red', 'orange', 'green', 'grey']);
export type StatusColor = z.infer<typeof statusColor>;

/**
 * The label and colour of each order status (docs/domain.md §2), written once: the server answers them, the web's
 * grids paint and name the colours with them.
 */
export const orderStatusLook: Readonly<
  Record<OrderStatus, { readonly statusColor: StatusColor; readonly statusDescription: string }>
> = {
  open: { statusColor: 'blue', statusDescription: 'Aberto' },
  blocked: { statusColor: 'red', statusDescription: 'Bloqueado' },
  expedition: { statusColor: 'orange', statusDescription: 'Expedição' },
  billed: { statusColor: 'green', statusDescription: 'Faturado' },
  canceled: { statusColor: 'grey', statusDescription: 'Cancelado' },
};

/** The Pedido Atual card. With several invoices: the latest one's number and date, invoicedAmount = Σ value. */
export const customerOrder = z.object({
  order: count,
  issueDate: isoDate,
  /** Σ parts. */
  totalAmount: count,
  totalValue: money,
  totalNetValue: money,
  priceTable: z.string().nullable(),
  representativeId: count,
  representative: z.string(),
  invoice: z.string().nullable(),
  /** Σ value of the order's invoices (Valor Faturado). */
  invoicedAmount: money,
  invoiceIssueDate: isoDate.nullable(),
  invoiceCount: count,
  shippingCompany: z.string().nullable(),
  statusColor,
  status: orderStatus,
  statusDescription: z.string(),
});
export type CustomerOrder = z.infer<typeof customerOrder>;

export const customerWithOrders = customerProfile.extend({
  /** Issued in the period, newest first; empty in the answer of customer/update. */
  orders: z.array(customerOrder),
});
export type CustomerWithOrders = z.infer<typeof customerWithOrders>;
export const customerOrdersAnswer = z.array(customerWithOrders);

/**
 * POST customer/update: the screen sends the whole customer object; only `register` and `route` are read
 * (plus the required `routeVersion`), every other field is ignored.
 */
export const customerUpdateBody = z.object({
  register: z
    .string({ error: 'Informe o CNPJ do cliente' })
    .regex(/^\d{14}$/, 'Cliente inválido: informe o CNPJ com 14 dígitos'),
  route: routeValue,
  routeVersion: routeVersionValue,
});
export type CustomerUpdateBody = z.infer<typeof customerUpdateBody>;

/** 409 of customer/update: the error plus the customer as it is now. */
export const customerConflictBody = z.object({
  error: z.object({ code: z.literal('CONFLICT'), message: z.string() }),
  current: customerWithOrders,
});

export const saleFrequencyCall = defineCall({
  method: 'GET',
  url: '/api/v1/customer/sale-frequency',
  query: saleFrequencyQuery,
  answer: saleFrequencyAnswer,
});
export const customerOrdersCall = defineCall({
  method: 'GET',
  url: '/api/v1/customer/orders',
  query: customerOrdersQuery,
  answer: customerOrdersAnswer,
});
export const customerUpdateCall = defineCall({
  method: 'POST',
  url: '/api/v1/customer/update',
  body: customerUpdateBody,
  answer: customerWithOrders,
});
