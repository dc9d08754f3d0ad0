import { customerPerformanceGridCall } from '@portal/contracts';
import { signedInRoute } from '../../route-of.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerPerformanceRowsOf } from './customer-performance.queries.ts';

export const customerPerformanceGridRoutes: FastifyPluginAsyncZod = async (app) => {
  const { handle, clock } = app.deps;
  signedInRoute(app, customerPerformanceGridCall, {
    tags: ['Relatórios'],
    summary: 'Desemp. Clientes: situação de cada cliente e vendas por grupo de coleção nos últimos 24 meses',
    handler: async (request) => {
      const { representativeId, supervisors, quotaArticles } = request.query;
      const reps = await request.scope.repsFor({ representativeId, supervisors });
      return customerPerformanceRowsOf(handle.readDb, { today: clock.today(), reps, quotaArticles });
    },
  });
};
