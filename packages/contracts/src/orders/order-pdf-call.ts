import { z } from 'zod';
import { defineCall } from '../common.ts';
import { orderDraftParams } from './order-drafts.ts';

// The order's PDF (docs/domain.md §8.4): the bytes of the document @portal/contracts/order-pdf builds, not JSON.

export const orderPdfAnswer = z
  .unknown()
  .describe('PDF do pedido (application/pdf), A4, com texto pesquisável');

export const orderPdfCall = defineCall({
  method: 'GET',
  url: '/api/v1/order-drafts/:id/pdf',
  params: orderDraftParams,
  answer: orderPdfAnswer,
});
