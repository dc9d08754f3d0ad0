import {
  authenticatedCallErrors,
  errorBody,
  orderDeliveriesCall,
  retryOrderDeliveryCall,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdministrator } from '../../auth/administrator.ts';
import { recordAudit } from '../../domain/audit/audit-log.queries.ts';
import { deliveriesOverview, retryDeliveryNow } from '../../domain/orders/order-deliveries.queries.ts';
import { notFound } from '../../errors.ts';
import { routeOf } from '../../route-of.ts';

// Entregas ao ERP (docs/domain.md §8.6; docs/operations.md, "Pedidos entregues ao ERP"): what the webhook's outbox
// holds, and "Tentar agora" for a delivery the receiver refused. Administrators only, like the rest of Sistema.

const tags = ['Administração'];

export const orderDeliveriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { handle, orderWebhook } = app.deps;
  const guard = { onRequest: app.authenticate, preHandler: requireAdministrator };

  const overview = async () =>
    orderWebhook
      ? {
          configured: true,
          target: orderWebhook.target,
          ...(await deliveriesOverview(handle.db, orderWebhook.now())),
        }
      : { configured: false, target: null, pending: 0, deliveredLastDay: 0, failing: [] };

  app.route({
    ...routeOf(orderDeliveriesCall, {
      tags,
      summary: 'Entregas de pedidos ao ERP (webhook): pendentes, com falha e entregues nas últimas 24 h',
      errors: authenticatedCallErrors,
    }),
    ...guard,
    config: { answerCache: false },
    handler: overview,
  });

  app.route({
    ...routeOf(retryOrderDeliveryCall, {
      tags,
      summary:
        'Tentar agora: a entrega é tentada de novo em seguida (uma com falha ganha mais uma tentativa); auditado',
      errors: { ...authenticatedCallErrors, 404: errorBody },
    }),
    ...guard,
    handler: async (request) => {
      if (!orderWebhook) throw notFound('Webhook não configurado: não há entregas a tentar');
      const { principal } = request.scope;
      const retried = await handle.db.transaction().execute(async (trx) => {
        const done = await retryDeliveryNow(trx, request.params.id, orderWebhook.now());
        if (done)
          await recordAudit(trx, {
            userId: principal.id,
            username: principal.username,
            action: 'retry',
            entity: 'order-delivery',
            entityKey: request.params.id,
            oldValue: { status: done.status, attempts: done.attempts },
            newValue: { status: 'pending', orderId: done.orderId },
          });
        return done;
      });
      if (!retried) throw notFound('Entrega não encontrada, ou já entregue');
      orderWebhook.wake();
      return overview();
    },
  });
};
