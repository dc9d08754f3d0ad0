import { z } from 'zod';
import { count, defineCall } from '../common.ts';

// Entregas ao ERP (docs/domain.md §8.6): the webhook's outbox as Administração → Sistema shows it.

/** A delivery the receiver has refused or not answered: still retried (`pending`) or given up (`failed`). */
export const failingDelivery = z.object({
  /** The X-Portal-Delivery the receiver sees on every attempt. */
  id: z.uuid(),
  orderId: z.uuid(),
  customerName: z.string(),
  representativeId: count,
  status: z.enum(['pending', 'failed']),
  attempts: count,
  lastError: z.string(),
  /** When the next attempt is due; null once failed (only "Tentar agora" tries it again). */
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
});
export type FailingDelivery = z.infer<typeof failingDelivery>;

export const orderDeliveriesAnswer = z.object({
  /** PORTAL_ORDER_WEBHOOK_URL is set in this server. */
  configured: z.boolean(),
  /** The receiver's origin (scheme, host, port), never its path or query. */
  target: z.string().nullable(),
  pending: count,
  deliveredLastDay: count,
  /** Newest first, at most 50. */
  failing: z.array(failingDelivery),
});
export type OrderDeliveriesAnswer = z.infer<typeof orderDeliveriesAnswer>;

export const orderDeliveryParams = z.object({
  id: z.uuid({ error: 'Entrega inválida: o id deve ser um UUID' }),
});

export const orderDeliveriesCall = defineCall({
  method: 'GET',
  url: '/api/v1/admin/order-deliveries',
  answer: orderDeliveriesAnswer,
});

/** "Tentar agora": the delivery is due at once (a failed one gets one more attempt); answers the panel again. */
export const retryOrderDeliveryCall = defineCall({
  method: 'POST',
  url: '/api/v1/admin/order-deliveries/:id/retry',
  params: orderDeliveryParams,
  answer: orderDeliveriesAnswer,
});
