import { walletGridCall } from '@portal/contracts';
import { signedInRoute } from '../../route-of.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { walletGridOf } from '../../domain/order-grids/wallet-grid.queries.ts';

export const walletGridRoutes: FastifyPluginAsyncZod = async (app) => {
  const { handle } = app.deps;
  signedInRoute(app, walletGridCall, {
    tags: ['Relatórios'],
    summary: 'Carteira: pedidos em aberto, bloqueados e em expedição, com valores faturado e a faturar',
    handler: async (request) => walletGridOf(handle.readDb, request.scope, request.query),
  });
};
