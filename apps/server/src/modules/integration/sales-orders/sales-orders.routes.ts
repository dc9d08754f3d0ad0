import {
  billedGridAnswer,
  billedGridQuery,
  errorBody,
  orderNumberParams,
  orderSituations,
  orderSituationsCall,
  orderStatus,
  orderTrackingAnswer,
  orderTrackingCall,
  orderTrackingQuery,
  salesOrderBilledCall,
  salesOrderItems,
  salesOrderItemsCall,
  salesOrderWalletCall,
  authenticatedCallErrors,
  walletGridAnswer,
  walletGridQuery,
} from '@portal/contracts';
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

  app.route({
    ...orderSituationsCall,
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Situações do pedido com rótulo e cor',
      response: { 200: orderSituations, 401: errorBody },
    },
    handler: async () =>
      orderStatus.options.map((status) => ({
        status,
        description: orderStatusLook[status].statusDescription,
        color: orderStatusLook[status].statusColor,
      })),
  });

  app.route({
    ...orderTrackingCall,
    onRequest: app.authenticate,
    schema: {
      tags,
      summary:
        'Acompanhamento: pedidos emitidos no período com datas de emissão, bloqueio, notas e cancelamento',
      querystring: orderTrackingQuery,
      response: { 200: orderTrackingAnswer, ...authenticatedCallErrors },
    },
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

  app.route({
    ...salesOrderWalletCall,
    onRequest: app.authenticate,
    schema: {
      tags,
      summary:
        'Carteira: pedidos abertos, bloqueados e em expedição com valor a faturar (a mesma da tela Carteira)',
      querystring: walletGridQuery,
      response: { 200: walletGridAnswer, ...authenticatedCallErrors },
    },
    handler: async (request) => walletGridOf(handle.readDb, request.scope, request.query),
  });

  app.route({
    ...salesOrderBilledCall,
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Faturado: notas emitidas no período de faturamento (a mesma da tela Faturado)',
      querystring: billedGridQuery,
      response: { 200: billedGridAnswer, ...authenticatedCallErrors },
    },
    handler: async (request) => billedGridOf(handle.readDb, request.scope, request.query),
  });

  app.route({
    ...salesOrderItemsCall,
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Itens de um pedido com coleção e artigo de cota (404 também quando fora do escopo)',
      params: orderNumberParams,
      response: { 200: salesOrderItems, 401: errorBody, 404: errorBody },
    },
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
