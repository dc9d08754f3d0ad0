import { z } from 'zod';
import { errorBody } from '../errors.ts';
import { count, defineCall, inputDate, isoDate, money, representativeIdParam } from '../common.ts';
import {
  customerRegistersFilter,
  LONG_PERIOD_MESSAGE,
  periodIsBounded,
  periodIsOrdered,
} from '../filters/report-filters.ts';
import { orderCode, orderCustomerRegister, priceTableSources } from './catalog.ts';
import { orderEvaluation } from './order-evaluation.ts';
import { orderPrintout } from './order-printout.ts';

// Order drafts (docs/domain.md §6): the device makes the id, so a retry of a save or of the send never makes a second
// order. A body that is malformed (types, lengths) is 400; what is wrong with the order itself (a price missing, a
// discount above the rep's maximum…) is a problem of the evaluation, answered with the draft.

export const MAX_ORDER_ITEMS = 500;
export const MAX_ORDER_NOTE_LENGTH = 500;
/**
 * Parts beyond this are a typing slip, not an order: refused as malformed in one item, and a `parts` problem of a
 * line whose items add up past it (docs/domain.md §6).
 */
export const MAX_ORDER_PARTS = 1_000_000;
/** Open drafts one rep may keep: past them a new draft is refused until some are sent or deleted. */
export const MAX_OPEN_DRAFTS = 200;
/** The orders list answers this many rows a page unless asked for fewer. */
export const ORDER_LIST_PAGE_SIZE = 1000;
/** An order's total value (before the discount) above this is a `parts` problem: no rep's order is that large. */
export const MAX_ORDER_TOTAL_VALUE = 10_000_000;

export const orderDraftStatuses = [
  'draft',
  'awaiting-approval',
  'sent',
  'exported',
  'in-erp',
  // The ERP refused it (docs/domain.md §8.5): it no longer counts as sent; the rep copies it into a new draft.
  'erp-rejected',
] as const;
export type OrderDraftStatus = (typeof orderDraftStatuses)[number];

export const freightTypes = ['CIF', 'FOB'] as const;
export type FreightType = (typeof freightTypes)[number];

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

/** Whole packs of a closed size run in one colour (docs/domain.md §8.2): one line per size of the pack. */
export const orderPackItem = z.object({
  reference: orderCode('Referência'),
  colorCode: orderCode('Cor'),
  packCode: orderCode('Pacote'),
  /** Any number is accepted here; one that is not an integer ≥ 1 is a `pack` problem. */
  packs: z
    .number({ error: 'Número de pacotes inválido' })
    .min(-MAX_ORDER_PARTS, 'Número de pacotes inválido')
    .max(MAX_ORDER_PARTS, 'Número de pacotes grande demais'),
});
export type OrderPackItem = z.infer<typeof orderPackItem>;

/** An item with a pack code and no parts is a pack item; any other is §6's piece item. */
const looksLikePack = (input: unknown): boolean =>
  typeof input === 'object' && input !== null && 'packCode' in input && !('parts' in input);

/** A piece item or a pack item; a malformed one is told in the words of the kind it looks like. */
export const anyOrderItem = z.union([orderItem, orderPackItem], {
  error: (issue) => {
    if (issue.code !== 'invalid_union' || !('errors' in issue)) return undefined;
    const errors = issue.errors as { message: string }[][];
    return errors[looksLikePack(issue.input) ? 1 : 0]?.[0]?.message ?? 'Item do pedido inválido';
  },
});
export type AnyOrderItem = z.infer<typeof anyOrderItem>;
export const itemIsPack = (item: AnyOrderItem): item is OrderPackItem => 'packCode' in item;

const hasAtMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

export const orderDraftBody = z.object({
  customerRegister: orderCustomerRegister,
  /** A rep-0 user names the rep whose customer it is (within their scope); a rep leaves it out. */
  representativeId: z.number().int().min(0).max(2_147_483_647).optional(),
  /** Omitted: the customer's table (docs/domain.md §6). */
  priceTable: orderCode('Tabela de preço').optional(),
  /** Required only for a company without payment conditions; ignored with them (docs/domain.md §8.2). */
  paymentDays: z
    .number({ error: 'Prazo inválido' })
    .int('Prazo inválido: use dias inteiros')
    .min(0, 'Prazo inválido: de 0 a 360 dias')
    .max(360, 'Prazo inválido: de 0 a 360 dias')
    .optional(),
  /** The company's condition; none given is a `payment-condition` problem when the company has conditions. */
  paymentConditionCode: orderCode('Condição de pagamento').optional(),
  /** CIF: the seller pays the freight; FOB: the buyer. */
  freightType: z.enum(freightTypes, { error: 'Frete inválido: use CIF ou FOB' }).optional(),
  carrierCode: orderCode('Transportadora').optional(),
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
  items: z.array(anyOrderItem).max(MAX_ORDER_ITEMS, `Pedido com mais de ${MAX_ORDER_ITEMS} itens`),
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
  /** The ERP's order number once an import has linked it, or the ERP's answer accepted it. */
  erpOrderNumber: count.nullable(),
  /** Why the ERP refused it (docs/domain.md §8.5); null (or absent, as before §8.5) unless `erp-rejected`. */
  erpRejection: z.object({ reason: z.string(), at: z.string() }).nullable().optional(),
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
  /** The piece items as saved (before merging). */
  items: z.array(orderDraftItem),
  paymentConditionCode: z.string().nullable(),
  freightType: z.enum(freightTypes).nullable(),
  carrierCode: z.string().nullable(),
  /** Who approved it and when (docs/domain.md §8.3); null until approved. */
  approval: z.object({ by: z.string(), at: z.string(), note: z.string().nullable() }).nullable(),
  /** The last rejection, kept until the next send. */
  rejection: z.object({ by: z.string(), at: z.string(), reason: z.string() }).nullable(),
  /** The pack items as saved (docs/domain.md §8.2); absent from orders saved before packs existed. */
  packItems: z.array(orderPackItem).optional(),
  /** The rep's maximum discount (representatives.max_discount; 0 without it). */
  maxDiscountPercent: z.number(),
  /** The rep's commission rate in percent. */
  commissionRate: z.number(),
  evaluation: orderEvaluation,
  /** What the order's PDF shows beyond the order (docs/domain.md §8.4), so the device builds it offline too. */
  printout: orderPrintout.optional(),
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

/**
 * 409 of a write: the order was sent (with it, as above), or another write of the same order could not be put in
 * line with this one (without it): nothing was written, and the same call again goes through (docs/decisions/189).
 */
export const orderDraftWriteConflictAnswer = z.union([orderDraftConflictAnswer, errorBody]);
/** The message of that second 409: the screen tells it apart from "sent meanwhile" by it, and sends again. */
export const ORDER_WRITE_BUSY_MESSAGE =
  'O pedido estava sendo gravado por outra chamada ao mesmo tempo: nada foi gravado, tente de novo';

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
    /** Page of the list, from 0; a page shorter than `size` is the last one. */
    page: z.coerce
      .number({ error: 'Página inválida' })
      .int('Página inválida')
      .min(0, 'Página inválida')
      .max(1_000_000, 'Página inválida')
      .optional()
      .default(0),
    size: z.coerce
      .number({ error: 'Tamanho de página inválido' })
      .int('Tamanho de página inválido')
      .min(1, `Tamanho de página inválido: de 1 a ${ORDER_LIST_PAGE_SIZE}`)
      .max(ORDER_LIST_PAGE_SIZE, `Tamanho de página inválido: de 1 a ${ORDER_LIST_PAGE_SIZE}`)
      .optional()
      .default(ORDER_LIST_PAGE_SIZE),
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

/** Newest first (send day, else last save), one page (`page`, `size`): ask for the next until one comes back short. */
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
