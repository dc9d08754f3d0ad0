import { z } from 'zod';
import { defineCall } from '../common.ts';
import { orderDraftAnswer, orderDraftParams } from './order-drafts.ts';

// The ERP's answer and the copy of an order (docs/domain.md §8.5; docs/decisions/209 and 210): the ERP (or the
// administrator for it) accepts a sent order with its number or refuses it with a reason; any order the caller reads
// may be copied into a new draft at today's prices.

export const MAX_ERP_REJECTION_REASON_LENGTH = 500;
/** The largest order number the ERP's orders.csv may carry (a bigint kept exact in JSON). */
const MAX_ERP_ORDER_NUMBER = Number.MAX_SAFE_INTEGER;

export const erpAnswerStatuses = ['accepted', 'rejected'] as const;
export type ErpAnswerStatus = (typeof erpAnswerStatuses)[number];

/** accepted needs the ERP's number, rejected the reason; the other field is ignored. */
export const erpAnswerBody = z
  .object({
    status: z.enum(erpAnswerStatuses, { error: 'Resposta do ERP inválida: use accepted ou rejected' }),
    erpOrderNumber: z
      .number({ error: 'Número do pedido no ERP inválido: use um número' })
      .int('Número do pedido no ERP inválido: use um número inteiro')
      .min(1, 'Número do pedido no ERP inválido')
      .max(MAX_ERP_ORDER_NUMBER, 'Número do pedido no ERP grande demais')
      .optional(),
    reason: z
      .string({ error: 'Motivo da recusa do ERP inválido' })
      .trim()
      .max(
        MAX_ERP_REJECTION_REASON_LENGTH,
        `Motivo com mais de ${MAX_ERP_REJECTION_REASON_LENGTH} caracteres`,
      )
      .optional(),
  })
  .refine((body) => body.status !== 'accepted' || body.erpOrderNumber !== undefined, {
    message: 'Informe o número do pedido no ERP',
    path: ['erpOrderNumber'],
  })
  .refine((body) => body.status !== 'rejected' || (body.reason ?? '') !== '', {
    message: 'Informe o motivo da recusa do ERP',
    path: ['reason'],
  });
export type ErpAnswerBody = z.input<typeof erpAnswerBody>;

export const copyOrderBody = z.object({
  id: z.uuid({ error: 'Novo pedido inválido: o id deve ser um UUID' }),
});
export type CopyOrderBody = z.input<typeof copyOrderBody>;

export const erpAnswerCall = defineCall({
  method: 'POST',
  url: '/api/v1/order-drafts/:id/erp-answer',
  params: orderDraftParams,
  body: erpAnswerBody,
  answer: orderDraftAnswer,
});
export const copyOrderCall = defineCall({
  method: 'POST',
  url: '/api/v1/order-drafts/:id/copy',
  params: orderDraftParams,
  body: copyOrderBody,
  answer: orderDraftAnswer,
});
