import { z } from 'zod';
import { defineCall, representativeIdParam } from '../common.ts';
import { orderDraftAnswer, orderDraftParams } from './order-drafts.ts';

// Approval (docs/domain.md §8.3): the orders a supervisor or an administrator approves or sends back to the rep.

export const MAX_REJECTION_REASON_LENGTH = 500;

export const orderApprovalsQuery = z.object({ representativeId: representativeIdParam });
export type OrderApprovalsQuery = z.infer<typeof orderApprovalsQuery>;

/** The awaiting orders in the caller's scope, oldest send first, each with its frozen evaluation and approvals. */
export const orderApprovalsAnswer = z.array(orderDraftAnswer);
export type OrderApprovalsAnswer = z.infer<typeof orderApprovalsAnswer>;

export const approveOrderBody = z
  .object({
    note: z
      .string({ error: 'Observação inválida' })
      .trim()
      .max(MAX_REJECTION_REASON_LENGTH, `Observação com mais de ${MAX_REJECTION_REASON_LENGTH} caracteres`)
      .optional(),
  })
  .nullish();
export type ApproveOrderBody = z.input<typeof approveOrderBody>;

export const rejectOrderBody = z.object({
  reason: z
    .string({ error: 'Informe o motivo da recusa' })
    .trim()
    .min(1, 'Informe o motivo da recusa')
    .max(MAX_REJECTION_REASON_LENGTH, `Motivo com mais de ${MAX_REJECTION_REASON_LENGTH} caracteres`),
});
export type RejectOrderBody = z.input<typeof rejectOrderBody>;

export const orderApprovalsCall = defineCall({
  method: 'GET',
  url: '/api/v1/order-approvals',
  query: orderApprovalsQuery,
  answer: orderApprovalsAnswer,
});
export const approveOrderCall = defineCall({
  method: 'POST',
  url: '/api/v1/order-drafts/:id/approve',
  params: orderDraftParams,
  body: approveOrderBody,
  answer: orderDraftAnswer,
});
export const rejectOrderCall = defineCall({
  method: 'POST',
  url: '/api/v1/order-drafts/:id/reject',
  params: orderDraftParams,
  body: rejectOrderBody,
  answer: orderDraftAnswer,
});
