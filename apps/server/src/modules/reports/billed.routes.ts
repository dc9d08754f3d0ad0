import {
  billedGridAnswer,
  billedGridCall,
  billedGridQuery,
  authenticatedCallErrors,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billedGridOf } from '../../domain/order-grids/billed-grid.queries.ts';

export const billedGridRoutes: FastifyPluginAsyncZod = async (app) => {
  const { handle } = app.deps;
  app.route({
    ...billedGridCall,
    onRequest: app.authenticate,
    schema: {
      tags: ['Relatórios'],
      summary: 'Faturado: notas fiscais emitidas no período de faturamento (datas inclusivas)',
      querystring: billedGridQuery,
      response: { 200: billedGridAnswer, ...authenticatedCallErrors },
    },
    handler: async (request) => billedGridOf(handle.readDb, request.scope, request.query),
  });
};
