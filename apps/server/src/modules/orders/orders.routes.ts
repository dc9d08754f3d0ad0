import {
  authenticatedCallErrors,
  catalogAnswer,
  catalogCall,
  catalogImageAnswer,
  catalogImageCall,
  catalogImageParams,
  catalogQuery,
  deleteOrderDraftCall,
  errorBody,
  markOrderExportedCall,
  orderContextAnswer,
  orderContextCall,
  orderContextQuery,
  orderDraftAnswer,
  orderDraftBody,
  orderDraftCall,
  orderDraftConflictAnswer,
  orderDraftDeletedAnswer,
  orderDraftParams,
  orderDraftsAnswer,
  orderDraftsCall,
  orderDraftsQuery,
  orderExportAnswer,
  orderExportCall,
  orderExportedAnswer,
  orderRepeatAnswer,
  orderRepeatCall,
  orderRepeatParams,
  orderSendBody,
  orderSendRefusedAnswer,
  saveOrderDraftCall,
  sendOrderDraftCall,
  type OrderDraftAnswer,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, forbidden, notFound } from '../../errors.ts';
import { markExported, ordersToExport } from '../../domain/orders/order-export.queries.ts';
import { catalogAnswerOf, customerForOrder, priceTableFor, productImage } from './catalog.queries.ts';
import { orderContextOf, orderToRepeat } from './order-context.queries.ts';
import {
  deleteDraft,
  listDrafts,
  readDraft,
  saveDraft,
  sendDraft,
  type Refusal,
} from './order-drafts.queries.ts';

// Pedidos (docs/domain.md §6): the catalog, the drafts and their send, the pull of sent orders for the ERP.

const refusalError = (refusal: Refusal): AppError => {
  switch (refusal) {
    case 'not-found':
      return notFound('Pedido não encontrado');
    case 'forbidden':
      return forbidden('Acesso negado: o pedido é de outro representante');
    case 'customer-not-found':
      return notFound('Cliente não encontrado');
    case 'customer-forbidden':
      return forbidden('Acesso negado: o cliente é de outro representante');
  }
};

const sentConflict = (draft: OrderDraftAnswer): AppError =>
  new AppError('CONFLICT', 'Pedido já enviado: não pode mais ser alterado', undefined, { draft });

const everyRepOnly = 'Acesso negado: só quem vê todos os representantes exporta os pedidos';

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { handle, clock } = app.deps;

  app.route({
    ...catalogCall,
    onRequest: app.authenticate,
    schema: {
      tags: ['Pedidos'],
      summary:
        'Catálogo de uma tabela de preço (a do cliente, ou a escolhida): referências pedíveis, grade e estoque',
      querystring: catalogQuery,
      response: { 200: catalogAnswer, ...authenticatedCallErrors, 404: errorBody },
    },
    handler: async (request) => {
      const query = request.query;
      const customer = query.customerRegister
        ? await customerForOrder(handle.readDb, query.customerRegister)
        : undefined;
      if (query.customerRegister) {
        if (!customer) throw notFound('Cliente não encontrado');
        if (!request.scope.canSee(customer.representativeId))
          throw forbidden('Acesso negado: o cliente é de outro representante');
      }
      return catalogAnswerOf(handle.readDb, priceTableFor(query.priceTable, customer), {
        search: query.search,
        collection: query.collection,
      });
    },
  });

  // No session: an <img> sends none. The key is the photo's SHA-256, so the URL is unguessable and its bytes never
  // change (docs/decisions/114).
  app.route({
    ...catalogImageCall,
    schema: {
      tags: ['Pedidos'],
      summary: 'Foto de uma referência do catálogo, do tamanho de um celular (WebP)',
      params: catalogImageParams,
      response: { 200: catalogImageAnswer, 400: errorBody, 404: errorBody },
    },
    handler: async (request, reply) => {
      const image = await productImage(handle.readDb, request.params.key);
      if (!image) throw notFound('Imagem não encontrada');
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type(image.contentType)
        .send(image.data);
    },
  });

  app.route({
    ...orderContextCall,
    onRequest: app.authenticate,
    schema: {
      tags: ['Pedidos'],
      summary:
        'Números de partida da avaliação de um pedido do cliente (comissão, metas, crédito), para a tela',
      querystring: orderContextQuery,
      response: { 200: orderContextAnswer, ...authenticatedCallErrors, 404: errorBody },
    },
    handler: async (request) => {
      const reps = await request.scope.repsFor({ representativeId: request.query.representativeId });
      const customer = await customerForOrder(handle.readDb, request.query.customerRegister);
      if (!customer) throw notFound('Cliente não encontrado');
      if (reps !== null && !reps.includes(customer.representativeId))
        throw forbidden('Acesso negado: o cliente é de outro representante');
      return orderContextOf(handle.readDb, customer, clock.today());
    },
  });

  app.route({
    ...orderRepeatCall,
    onRequest: app.authenticate,
    schema: {
      tags: ['Pedidos'],
      summary: 'Itens de um pedido do ERP para repetir, conferidos com o catálogo de hoje do cliente',
      params: orderRepeatParams,
      response: { 200: orderRepeatAnswer, ...authenticatedCallErrors, 404: errorBody },
    },
    handler: async (request) => {
      const read = await orderToRepeat(handle.readDb, request.params.number, request.scope.reps);
      if (read === 'not-found') throw notFound('Pedido não encontrado');
      if (read === 'forbidden') throw forbidden('Acesso negado: o pedido é de outro representante');
      return read.answer;
    },
  });

  app.route({
    ...orderDraftsCall,
    onRequest: app.authenticate,
    schema: {
      tags: ['Pedidos'],
      summary: 'Pedidos do portal (rascunhos, enviados, no ERP), mais novos primeiro',
      querystring: orderDraftsQuery,
      response: { 200: orderDraftsAnswer, ...authenticatedCallErrors },
    },
    handler: async (request) => {
      const query = request.query;
      return listDrafts(handle.readDb, {
        reps: await request.scope.repsFor({ representativeId: query.representativeId }),
        statuses: query.status,
        customers: query.customers,
        start: query.initialDate,
        end: query.finalDate,
      });
    },
  });

  app.route({
    ...orderExportCall,
    onRequest: app.authenticate,
    schema: {
      tags: ['Pedidos'],
      summary: 'Pedidos enviados e ainda não exportados ao ERP (só para quem vê todos os representantes)',
      response: { 200: orderExportAnswer, 401: errorBody, 403: errorBody },
    },
    handler: async (request) => {
      if (request.scope.reps !== null) throw forbidden(everyRepOnly);
      return { orders: await ordersToExport(handle.db) };
    },
  });

  app.route({
    ...orderDraftCall,
    onRequest: app.authenticate,
    schema: {
      tags: ['Pedidos'],
      summary: 'Um pedido do portal com a sua avaliação (congelada depois de enviado)',
      params: orderDraftParams,
      response: { 200: orderDraftAnswer, ...authenticatedCallErrors, 404: errorBody },
    },
    handler: async (request) => {
      const read = await readDraft(handle.db, request.params.id, request.scope.reps, clock.today());
      if (typeof read === 'string') throw refusalError(read);
      return read.draft;
    },
  });

  app.route({
    ...saveOrderDraftCall,
    onRequest: app.authenticate,
    schema: {
      tags: ['Pedidos'],
      summary:
        'Grava o rascunho com o id feito pelo aparelho (repetir a chamada não cria outro pedido) e devolve a avaliação',
      params: orderDraftParams,
      body: orderDraftBody,
      response: {
        200: orderDraftAnswer,
        ...authenticatedCallErrors,
        404: errorBody,
        409: orderDraftConflictAnswer,
      },
    },
    handler: async (request) => {
      const reps = await request.scope.repsFor({ representativeId: request.body.representativeId });
      const saved = await saveDraft(handle.db, {
        id: request.params.id,
        body: request.body,
        reps,
        actor: { userId: request.scope.principal.id, username: request.scope.principal.username },
        today: clock.today(),
      });
      if (typeof saved === 'string') throw refusalError(saved);
      if ('conflict' in saved) throw sentConflict(saved.conflict);
      return saved.draft;
    },
  });

  app.route({
    ...deleteOrderDraftCall,
    onRequest: app.authenticate,
    schema: {
      tags: ['Pedidos'],
      summary: 'Apaga um rascunho (um pedido enviado não se apaga)',
      params: orderDraftParams,
      response: {
        200: orderDraftDeletedAnswer,
        ...authenticatedCallErrors,
        404: errorBody,
        409: orderDraftConflictAnswer,
      },
    },
    handler: async (request) => {
      const deleted = await deleteDraft(handle.db, {
        id: request.params.id,
        reps: request.scope.reps,
        actor: { userId: request.scope.principal.id, username: request.scope.principal.username },
        today: clock.today(),
      });
      if (deleted === 'deleted') return { id: request.params.id, deleted: true as const };
      if (typeof deleted === 'string') throw refusalError(deleted);
      throw sentConflict(deleted.conflict);
    },
  });

  app.route({
    ...sendOrderDraftCall,
    onRequest: app.authenticate,
    schema: {
      tags: ['Pedidos'],
      summary:
        'Envia o pedido: sem problemas fica enviado (repetir devolve o mesmo); com problemas, 422 e continua rascunho',
      params: orderDraftParams,
      body: orderSendBody,
      response: {
        200: orderDraftAnswer,
        ...authenticatedCallErrors,
        404: errorBody,
        422: orderSendRefusedAnswer,
      },
    },
    handler: async (request) => {
      const sent = await sendDraft(handle.db, {
        id: request.params.id,
        reps: request.scope.reps,
        actor: { userId: request.scope.principal.id, username: request.scope.principal.username },
        today: clock.today(),
        recordVisit: request.body?.recordVisit === true,
      });
      if (typeof sent === 'string') throw refusalError(sent);
      if ('refused' in sent) {
        const count = sent.refused.evaluation.problems.length;
        throw new AppError(
          'UNPROCESSABLE',
          count === 1 ? 'O pedido tem 1 problema' : `O pedido tem ${count} problemas`,
          undefined,
          { draft: sent.refused },
        );
      }
      request.log.info({ order: request.params.id }, 'pedido enviado');
      return sent.draft;
    },
  });

  app.route({
    ...markOrderExportedCall,
    onRequest: app.authenticate,
    schema: {
      tags: ['Pedidos'],
      summary: 'Marca um pedido enviado como exportado ao ERP (só para quem vê todos os representantes)',
      params: orderDraftParams,
      response: { 200: orderExportedAnswer, ...authenticatedCallErrors, 404: errorBody, 409: errorBody },
    },
    handler: async (request) => {
      if (request.scope.reps !== null) throw forbidden(everyRepOnly);
      const before = await readDraft(handle.db, request.params.id, null, clock.today());
      if (typeof before === 'string') throw refusalError(before);
      if (before.draft.status === 'draft')
        throw new AppError('CONFLICT', 'Pedido ainda não enviado: não pode ser exportado');
      if (before.draft.status !== 'sent') return before.draft;
      await markExported(handle.db, [request.params.id]);
      const after = await readDraft(handle.db, request.params.id, null, clock.today());
      if (typeof after === 'string') throw refusalError(after);
      return after.draft;
    },
  });
};
