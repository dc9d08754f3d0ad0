import { canceledOrdersGridCall } from '@portal/contracts';
import { signedInRoute } from '../../route-of.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canceledOrderGridRowsOf } from './canceled-orders.queries.ts';

export const canceledOrdersGridRoutes: FastifyPluginAsyncZod = async (app) => {
  const { handle, clock } = app.deps;
  signedInRoute(app, canceledOrdersGridCall, {
    tags: ['Relatórios'],
    summary: 'Ped. Cancelados: pedidos cancelados nos últimos 365 dias, com dias bloqueado',
    handler: async (request) =>
      canceledOrderGridRowsOf(handle.readDb, {
        today: clock.today(),
        reps: await request.scope.repsFor({ representativeId: request.query.representativeId }),
      }),
  });
};
