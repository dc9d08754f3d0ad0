import {
  errorBody,
  orderSituationsCall,
  orderStatus,
  orderTrackingCall,
  salesOrderBilledCall,
  salesOrderItemsCall,
  salesOrderWalletCall,
} from '@portal/contracts';
import { signedInRoute } from '../../../route-of.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../errors.ts';
import { billedGridOf } from '../../../domain/order-grids/billed-grid.queries.ts';
import { orderStatusLook } from '../../../db/sql-kit/order-status.ts';
import { walletGridOf } from '../../../domain/order-grids/wallet-grid.queries.ts';
import { orderTrackingRowsOf, salesOrderItemsOf } from './sales-orders.queries.ts';

// api/comercial/pedidos/venda (docs/product.md §7): statuses, tracking, carteira, faturado and one order's items. Carteira and
// faturado are the report grids' own queries, so the integration and the screens can never disagree.

const tags = ['Integração: pedidos de venda'];

export const salesOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { handle } = app.deps;

  signedInRoute(app, orderSituationsCall, {
    tags,
    summary: 'Situações do pedido com rótulo e cor',
    errors: { 401: errorBody },
    handler: async () =>
      orderStatus.options.map((status) => ({
        status,
        description: orderStatusLook[status].statusDescription,
        color: orderStatusLook[status].statusColor,
      })),
  });

  signedInRoute(app, orderTrackingCall, {
    tags,
    summary:
      'Acompanhamento: pedidos emitidos no período com datas de emissão, bloqueio, notas e cancelamento',
    handler: async (request) => {
      const { representativeId, initialIssueDate, finalIssueDate, status, customers } = request.query;
      return orderTrackingRowsOf(handle.readDb, {
        reps: await request.scope.repsFor({ representativeId }),
        start: initialIssueDate,
        end: finalIssueDate,
        statuses: status,
        customers,
      });
    },
  });

  signedInRoute(app, salesOrderWalletCall, {
    tags,
    summary:
      'Carteira: pedidos abertos, bloqueados e em expedição com valor a faturar (a mesma da tela Carteira)',
    handler: async (request) => walletGridOf(handle.readDb, request.scope, request.query),
  });

  signedInRoute(app, salesOrderBilledCall, {
    tags,
    summary: 'Faturado: notas emitidas no período de faturamento (a mesma da tela Faturado)',
    handler: async (request) => billedGridOf(handle.readDb, request.scope, request.query),
  });

  signedInRoute(app, salesOrderItemsCall, {
    tags,
    summary: 'Itens de um pedido com coleção e artigo de cota (404 também quando fora do escopo)',
    errors: { 401: errorBody, 404: errorBody },
    handler: async (request) => {
      const items = await salesOrderItemsOf(handle.readDb, {
        reps: request.scope.reps,
        number: request.params.numero,
      });
      if (!items) throw notFound('Pedido não encontrado');
      return items;
    },
  });
};
