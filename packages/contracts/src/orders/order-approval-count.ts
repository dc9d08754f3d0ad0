import { z } from 'zod';
import { count, defineCall } from '../common.ts';

// The approvals' badge (docs/domain.md §8.3), apart from the orders' schemas: every signed-in page's shell asks for it,
// so the page's first script builds these two schemas only, not the orders' (docs/decisions/233).

/** How many orders wait in the caller's scope: the menu's and the dashboard tile's badge, without the orders. */
export const orderApprovalCountAnswer = z.object({ count });
export type OrderApprovalCountAnswer = z.infer<typeof orderApprovalCountAnswer>;

export const orderApprovalCountCall = defineCall({
  method: 'GET',
  url: '/api/v1/order-approvals/count',
  answer: orderApprovalCountAnswer,
});
