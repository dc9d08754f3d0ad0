import {
  customerPerformanceAnswer,
  customerPerformanceGridCall,
  customerPerformanceQuery,
  authenticatedCallErrors,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerPerformanceRowsOf } from './customer-performance.queries.ts';

export const customerPerformanceGridRoutes: FastifyPluginAsyncZod = async (app) => {
  const { handle, clock } = app.deps;
  app.route({
    ...customerPerformanceGridCall,
    onRequest: app.authenticate,
    schema: {
      tags: ['Relatórios'],
      summary:
        'Desemp. Clientes: situação de cada cliente e vendas por grupo de coleção nos últimos 24 meses',
      querystring: customerPerformanceQuery,
      response: { 200: customerPerformanceAnswer, ...authenticatedCallErrors },
    },
    handler: async (request) => {
      const { representativeId, supervisors, quotaArticles } = request.query;
      const reps = await request.scope.repsFor({ representativeId, supervisors });
      return customerPerformanceRowsOf(handle.readDb, { today: clock.today(), reps, quotaArticles });
    },
  });
};
