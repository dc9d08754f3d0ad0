import {
  canceledOrderGridAnswer,
  canceledOrdersGridCall,
  representativeOnlyQuery,
  authenticatedCallErrors,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canceledOrderGridRowsOf } from './canceled-orders.queries.ts';

export const canceledOrdersGridRoutes: FastifyPluginAsyncZod = async (app) => {
  const { handle, clock } = app.deps;
  app.route({
    ...canceledOrdersGridCall,
    onRequest: app.authenticate,
    schema: {
      tags: ['Relatórios'],
      summary: 'Ped. Cancelados: pedidos cancelados nos últimos 365 dias, com dias bloqueado',
      querystring: representativeOnlyQuery,
      response: { 200: canceledOrderGridAnswer, ...authenticatedCallErrors },
    },
    handler: async (request) =>
      canceledOrderGridRowsOf(handle.readDb, {
        today: clock.today(),
        reps: await request.scope.repsFor({ representativeId: request.query.representativeId }),
      }),
  });
};
