import { billedGridCall } from '@portal/contracts';
import { signedInRoute } from '../../route-of.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billedGridOf } from '../../domain/order-grids/billed-grid.queries.ts';

export const billedGridRoutes: FastifyPluginAsyncZod = async (app) => {
  const { handle } = app.deps;
  signedInRoute(app, billedGridCall, {
    tags: ['Relatórios'],
    summary: 'Faturado: notas fiscais emitidas no período de faturamento (datas inclusivas)',
    handler: async (request) => billedGridOf(handle.readDb, request.scope, request.query),
  });
};
