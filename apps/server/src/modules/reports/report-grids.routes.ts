import {
  billedGridCall,
  canceledOrdersGridCall,
  customerPerformanceGridCall,
  duplicatesGridCall,
  walletGridCall,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInRoute } from '../../route-of.ts';
import type { Scope } from '../../auth/scope.ts';
import { billedGridOf } from '../../domain/order-grids/billed-grid.queries.ts';
import { walletGridOf } from '../../domain/order-grids/wallet-grid.queries.ts';
import { canceledOrderGridRowsOf } from './canceled-orders.queries.ts';
import { customerPerformanceRowsOf } from './customer-performance.queries.ts';
import { duplicateGridRowsOf } from './duplicates.queries.ts';

/** The five report grids (docs/product.md §2.9–2.13), each read by its own query file; one line in modules/index.ts. */
export const reportGridRoutes: FastifyPluginAsyncZod = async (app) => {
  const { handle, clock } = app.deps;
  const tags = ['Relatórios'];
  /** Today and the reps read: the scope, narrowed to the one rep asked for. */
  const todayForRep = async (scope: Scope, representativeId: number | undefined) => ({
    today: clock.today(),
    reps: await scope.repsFor({ representativeId }),
  });

  signedInRoute(app, walletGridCall, {
    tags,
    summary: 'Carteira: pedidos em aberto, bloqueados e em expedição, com valores faturado e a faturar',
    handler: async (request) => walletGridOf(handle.readDb, request.scope, request.query),
  });

  signedInRoute(app, billedGridCall, {
    tags,
    summary: 'Faturado: notas fiscais emitidas no período de faturamento (datas inclusivas)',
    handler: async (request) => billedGridOf(handle.readDb, request.scope, request.query),
  });

  signedInRoute(app, duplicatesGridCall, {
    tags,
    summary: 'Dup. Aberto: títulos em aberto com saldo, atraso e pedidos em aberto do cliente',
    handler: async (request) =>
      duplicateGridRowsOf(handle.readDb, await todayForRep(request.scope, request.query.representativeId)),
  });

  signedInRoute(app, canceledOrdersGridCall, {
    tags,
    summary: 'Ped. Cancelados: pedidos cancelados nos últimos 365 dias, com dias bloqueado',
    handler: async (request) =>
      canceledOrderGridRowsOf(
        handle.readDb,
        await todayForRep(request.scope, request.query.representativeId),
      ),
  });

  signedInRoute(app, customerPerformanceGridCall, {
    tags,
    summary: 'Desemp. Clientes: situação de cada cliente e vendas por grupo de coleção nos últimos 24 meses',
    handler: async (request) => {
      const { representativeId, supervisors, quotaArticles } = request.query;
      const reps = await request.scope.repsFor({ representativeId, supervisors });
      return customerPerformanceRowsOf(handle.readDb, { today: clock.today(), reps, quotaArticles });
    },
  });
};
