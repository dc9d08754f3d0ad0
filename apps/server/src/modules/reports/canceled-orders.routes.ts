import { canceledOrdersGridCall, authenticatedCallErrors } from '@portal/contracts';
import { routeOf } from '../../route-of.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canceledOrderGridRowsOf } from './canceled-orders.queries.ts';

export const canceledOrdersGridRoutes: FastifyPluginAsyncZod = async (app) => {
  const { handle, clock } = app.deps;
  app.route({
    ...routeOf(canceledOrdersGridCall, {
      tags: ['Relatórios'],
      summary: 'Ped. Cancelados: pedidos cancelados nos últimos 365 dias, com dias bloqueado',
      errors: authenticatedCallErrors,
    }),
    onRequest: app.authenticate,
    handler: async (request) =>
      canceledOrderGridRowsOf(handle.readDb, {
        today: clock.today(),
        reps: await request.scope.repsFor({ representativeId: request.query.representativeId }),
      }),
  });
};
