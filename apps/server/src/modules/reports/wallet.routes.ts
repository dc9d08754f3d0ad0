import {
  authenticatedCallErrors,
  walletGridAnswer,
  walletGridCall,
  walletGridQuery,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { walletGridOf } from '../../domain/order-grids/wallet-grid.queries.ts';

export const walletGridRoutes: FastifyPluginAsyncZod = async (app) => {
  const { handle } = app.deps;
  app.route({
    ...walletGridCall,
    onRequest: app.authenticate,
    schema: {
      tags: ['Relatórios'],
      summary: 'Carteira: pedidos em aberto, bloqueados e em expedição, com valores faturado e a faturar',
      querystring: walletGridQuery,
      response: { 200: walletGridAnswer, ...authenticatedCallErrors },
    },
    handler: async (request) => walletGridOf(handle.readDb, request.scope, request.query),
  });
};
