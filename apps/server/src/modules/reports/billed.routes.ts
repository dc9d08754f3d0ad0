import {
  billedGridAnswer,
  billedGridCall,
  billedGridQuery,
  authenticatedCallErrors,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billedGridRowsOf } from './billed.queries.ts';

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
    handler: async (request) => {
      const { representativeId, supervisors, cities, customers, initialBilling, finalBilling } =
        request.query;
      const reps = await request.scope.repsFor({ representativeId, supervisors });
      return billedGridRowsOf(handle.readDb, {
        reps,
        start: initialBilling,
        end: finalBilling,
        cities,
        customers,
      });
    },
  });
};
