import { z } from 'zod';
import { count, defineCall, inputDate, isoDate, money, representativeIdParam } from '../common.ts';
import {
  customerRegistersFilter,
  LONG_PERIOD_MESSAGE,
  periodIsBounded,
  periodIsOrdered,
} from '../filters/report-filters.ts';
import { orderCode, orderCustomerRegister, priceTableSources } from './catalog.ts';
import { orderEvaluation } from './order-evaluation.ts';

// Order drafts (docs/domain.md §6): the device makes the id, so a retry of a save or of the send never makes a second
// order. A body that is malformed (types, lengths) is 400; what is wrong with the order itself (a price missing, a
// discount above the rep's maximum…) is a problem of the evaluation, answered with the draft.

export const MAX_ORDER_ITEMS = 500;
export const MAX_ORDER_NOTE_LENGTH = 500;
/** Parts beyond this are a typing slip, not an order: refused as malformed. */
export const MAX_ORDER_PARTS = 1_000_000;

export const orderDraftStatuses = ['draft', 'sent', 'exported', 'in-erp'] as const;
export type OrderDraftStatus = (typeof orderDraftStatuses)[number];

export const orderDraftParams = z.object({
  id: z.uuid({ error: 'Pedido inválido: o id deve ser um UUID' }),
});
export type OrderDraftParams = z.infer<typeof orderDraftParams>;

export const orderItem = z.object({
  reference: orderCode('Referência'),
  /** Omitted for a reference without SKUs. */
  colorCode: orderCode('Cor').optional(),
  size: orderCode('Tamanho').optional(),
  /** Any number is accepted here; one that is not an integer ≥ 1 is a `parts` problem of its line. */
  parts: z
    .number({ error: 'Quantidade inválida' })
    .min(-MAX_ORDER_PARTS, 'Quantidade inválida')
    .max(MAX_ORDER_PARTS, 'Quantidade grande demais'),
});
export type OrderItem = z.infer<typeof orderItem>;

const hasAtMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

export const orderDraftBody = z.object({
  customerRegister: orderCustomerRegister,
  /** A rep-0 user names the rep whose customer it is (within their scope); a rep leaves it out. */
  representativeId: z.number().int().min(0).max(2_147_483_647).optional(),
  /** Omitted: the customer's table (docs/domain.md §6). */
  priceTable: orderCode('Tabela de preço').optional(),
  paymentDays: z
    .number({ error: 'Prazo inválido' })
    .int('Prazo inválido: use dias inteiros')
    .min(0, 'Prazo inválido: de 0 a 360 dias')
    .max(360, 'Prazo inválido: de 0 a 360 dias'),
  deliveryDate: inputDate.optional(),
  discountPercent: z
    .number({ error: 'Desconto inválido' })
    .min(0, 'Desconto inválido: de 0 a 100%')
    .max(100, 'Desconto inválido: de 0 a 100%')
    .refine(hasAtMostTwoDecimals, 'Desconto com mais de 2 casas decimais'),
  note: z
    .string()
    .trim()
    .max(MAX_ORDER_NOTE_LENGTH, `Observação com mais de ${MAX_ORDER_NOTE_LENGTH} caracteres`)
    .optional()
    .default(''),
  items: z.array(orderItem).max(MAX_ORDER_ITEMS, `Pedido com mais de ${MAX_ORDER_ITEMS} itens`),
});
export type OrderDraftBody = z.input<typeof orderDraftBody>;

export const orderDraftItem = z.object({
  reference: z.string(),
  colorCode: z.string().nullable(),
  size: z.string().nullable(),
  parts: z.number(),
});

/** What every answer about an order starts with: the order list's row and the whole order alike. */
const orderDraftHeader = {
  id: z.uuid(),
  status: z.enum(orderDraftStatuses),
  /** When it was sent (real clock, ISO 8601). */
  sentAt: z.string().nullable(),
  /** The business day it was sent: its month is the goals' month, and the export's issue_date. */
  sentOn: isoDate.nullable(),
  /** Last save (real clock, ISO 8601). */
  savedAt: z.string(),
  /** The ERP's order number once an import has linked it. */
  erpOrderNumber: count.nullable(),
  customer: z.object({ register: z.string(), name: z.string() }),
  representativeId: count,
};

export const orderDraftAnswer = z.object({
  ...orderDraftHeader,
  /** The customer's numbers as customers.csv has them: the sent order's WhatsApp opens this customer's chat. */
  customerContact: z.object({ whats: z.string().nullable(), cellphone: z.string().nullable() }),
  /** The table the order is priced with (chosen, else the customer's); null when none is known. */
  priceTable: z.string().nullable(),
  priceTableSource: z.enum(priceTableSources).nullable(),
  paymentDays: count,
  deliveryDate: isoDate.nullable(),
  discountPercent: z.number(),
  note: z.string(),
  /** The items as saved (before merging). */
  items: z.array(orderDraftItem),
  /** The rep's maximum discount (representatives.max_discount; 0 without it). */
  maxDiscountPercent: z.number(),
  /** The rep's commission rate in percent. */
  commissionRate: z.number(),
  evaluation: orderEvaluation,
});
export type OrderDraftAnswer = z.infer<typeof orderDraftAnswer>;

/** 422 of the send: the order has problems and stays a draft; `draft` carries them beside their lines. */
export const orderSendRefusedAnswer = z.object({
  error: z.object({ code: z.literal('UNPROCESSABLE'), message: z.string() }),
  draft: orderDraftAnswer,
});
export type OrderSendRefusedAnswer = z.infer<typeof orderSendRefusedAnswer>;

/** 409 of a write to a sent order (or of a delete of one): the order as it is. */
export const orderDraftConflictAnswer = z.object({
  error: z.object({ code: z.literal('CONFLICT'), message: z.string() }),
  draft: orderDraftAnswer,
});
export type OrderDraftConflictAnswer = z.infer<typeof orderDraftConflictAnswer>;

export const orderSendBody = z
  .object({
    /** Records the customer's visit of the day as `sold` (docs/domain.md §5.2), replacing one recorded that day. */
    recordVisit: z.boolean({ error: 'recordVisit inválido' }).optional(),
  })
  .nullish();
export type OrderSendBody = z.input<typeof orderSendBody>;

export const orderDraftsQuery = z
  .object({
    representativeId: representativeIdParam,
    /** Comma list of statuses; absent = all. */
    status: z.preprocess(
      (value) =>
        value === undefined || value === ''
          ? undefined
          : String(value)
              .split(',')
              .map((part) => part.trim())
              .filter(Boolean),
      z.array(z.enum(orderDraftStatuses, { error: 'Situação do pedido inválida' })).optional(),
    ),
    customers: customerRegistersFilter,
    /** Period on the order's day: the send day when sent, else the day of its last save. */
    initialDate: inputDate.optional(),
    finalDate: inputDate.optional(),
  })
  .refine(
    (query) =>
      query.initialDate === undefined ||
      query.finalDate === undefined ||
      periodIsOrdered(query.initialDate, query.finalDate),
    { message: 'A data inicial deve ser anterior ou igual à data final', path: ['finalDate'] },
  )
  .refine(
    (query) =>
      query.initialDate === undefined ||
      query.finalDate === undefined ||
      periodIsBounded(query.initialDate, query.finalDate),
    { message: LONG_PERIOD_MESSAGE, path: ['finalDate'] },
  );
export type OrderDraftsQuery = z.infer<typeof orderDraftsQuery>;

/** A row of the orders list: the draft's header and totals, no evaluation. */
export const orderDraftSummary = z.object({
  ...orderDraftHeader,
  priceTable: z.string().nullable(),
  lines: count,
  parts: z.number(),
  value: money,
  netValue: money,
});
export type OrderDraftSummary = z.infer<typeof orderDraftSummary>;

/** Newest first (send day, else last save). At most 1,000 rows. */
export const orderDraftsAnswer = z.array(orderDraftSummary);
export type OrderDraftsAnswer = z.infer<typeof orderDraftsAnswer>;

export const orderDraftDeletedAnswer = z.object({ id: z.uuid(), deleted: z.literal(true) });

export const orderDraftCall = defineCall({
  method: 'GET',
  url: '/api/v1/order-drafts/:id',
  params: orderDraftParams,
  answer: orderDraftAnswer,
});
export const saveOrderDraftCall = defineCall({
  method: 'PUT',
  url: '/api/v1/order-drafts/:id',
  params: orderDraftParams,
  body: orderDraftBody,
  answer: orderDraftAnswer,
});
export const deleteOrderDraftCall = defineCall({
  method: 'DELETE',
  url: '/api/v1/order-drafts/:id',
  params: orderDraftParams,
  answer: orderDraftDeletedAnswer,
});
export const orderDraftsCall = defineCall({
  method: 'GET',
  url: '/api/v1/order-drafts',
  query: orderDraftsQuery,
  answer: orderDraftsAnswer,
});
export const sendOrderDraftCall = defineCall({
  method: 'POST',
  url: '/api/v1/order-drafts/:id/send',
  params: orderDraftParams,
  body: orderSendBody,
  answer: orderDraftAnswer,
});
