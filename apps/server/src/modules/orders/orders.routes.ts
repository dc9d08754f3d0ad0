import {
  authenticatedCallErrors,
  catalogCall,
  catalogImageCall,
  catalogNotModifiedAnswer,
  deleteOrderDraftCall,
  errorBody,
  markOrderExportedCall,
  MAX_OPEN_DRAFTS,
  ORDER_WRITE_BUSY_MESSAGE,
  orderContextCall,
  orderDraftCall,
  orderDraftWriteConflictAnswer,
  orderDraftsCall,
  orderExportCall,
  orderRepeatCall,
  orderSendRefusedAnswer,
  saveOrderDraftCall,
  sendOrderDraftCall,
  type OrderDraftAnswer,
} from '@portal/contracts';
import { routeOf, signedInRoute } from '../../route-of.ts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, badRequest, forbidden, notFound } from '../../errors.ts';
import { recordOrderHandedOver } from '../../domain/orders/order-export-history.queries.ts';
import { markExported, ordersToExport } from '../../domain/orders/order-export.queries.ts';
import { lastImportRun } from '../../db/import-runs.queries.ts';
import { catalogAnswerOf, customerForOrder, priceTableFor, productImage } from './catalog.queries.ts';
import { catalogTag, tagMatches } from './catalog-tag.ts';
import { keptAsText } from './catalog-cache.ts';
import { preferredEncoding, varyOnEncoding } from '../../plugins/content-encoding.ts';
import { orderContextOf } from './order-context.queries.ts';
import { orderToRepeat } from './order-repeat.queries.ts';
import { orderPrintoutOf } from './order-printout.queries.ts';
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
    case 'draft-limit':
      return new AppError(
        'UNPROCESSABLE',
        `Limite de ${MAX_OPEN_DRAFTS} rascunhos abertos atingido: envie ou apague rascunhos antes de começar outro pedido`,
      );
    case 'payment-days-required':
      return badRequest('Informe o prazo em dias', 'paymentDays');
  }
};

const sentConflict = (draft: OrderDraftAnswer): AppError =>
  new AppError('CONFLICT', 'Pedido já enviado: não pode mais ser alterado', undefined, { draft });

/** SQLSTATEs of a write the database could not put in line with another one: deadlock, serialisation, lock. */
const CONCURRENT_WRITE_STATES = new Set(['40001', '40P01', '55P03']);

/**
 * Writes of one order wait for each other on its row (docs/decisions/189); one the database still cannot put in line
 * is rolled back whole and answered 409, for the caller to send again.
 */
const inLine = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    const state = (error as { code?: unknown } | null)?.code;
    if (typeof state === 'string' && CONCURRENT_WRITE_STATES.has(state))
      throw new AppError('CONFLICT', ORDER_WRITE_BUSY_MESSAGE);
    throw error;
  }
};

const everyRepOnly = 'Acesso negado: só quem vê todos os representantes exporta os pedidos';

/** A signed-in request as the draft writes read it: the scope it acts in and who acts. */
type DraftRequest = { scope: { reps: number[] | null; principal: { id: number; username: string } } };

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { handle, clock, catalogCache, companyName, orderWebhook } = app.deps;

  /** The draft with what its PDF shows beyond it, so the device can build the PDF offline (docs/domain.md §8.4). */
  const withPrintout = async (draft: OrderDraftAnswer): Promise<OrderDraftAnswer> => ({
    ...draft,
    printout: await orderPrintoutOf(handle.db, draft, companyName),
  });

  /** Who writes a draft, today, and the reps whose drafts the write may touch (the scope's, unless narrowed). */
  const draftWriter = ({ scope }: DraftRequest, reps = scope.reps) => ({
    reps,
    actor: { userId: scope.principal.id, username: scope.principal.username },
    today: clock.today(),
  });

  app.route({
    ...routeOf(catalogCall, {
      tags: ['Pedidos'],
      summary:
        'Catálogo de uma tabela de preço (a do cliente, ou a escolhida): referências pedíveis, grade e estoque',
      errors: { ...authenticatedCallErrors, 304: catalogNotModifiedAnswer, 404: errorBody },
    }),
    onRequest: app.authenticate,
    // Kept once for every user by catalogCache and revalidated by its ETag: kept per user, every rep's first call of
    // the day would build it again.
    config: { answerCache: false },
    handler: async (request, reply) => {
      const query = request.query;
      const customer = query.customerRegister
        ? await customerForOrder(handle.readDb, query.customerRegister)
        : undefined;
      if (query.customerRegister) {
        if (!customer) throw notFound('Cliente não encontrado');
        if (!request.scope.canSee(customer.representativeId))
          throw forbidden('Acesso negado: o cliente é de outro representante');
      }
      const priced = priceTableFor(query.priceTable, customer);
      const filter = { search: query.search, collection: query.collection };
      const run = await lastImportRun(handle.readDb);
      const importedAt = run ? run.finishedAt.toISOString() : null;
      const tag = catalogTag({ importedAt, table: priced.table, source: priced.source, ...filter });
      // The browser keeps it (no customer's data in it) and asks again every time: a device that has this import's
      // catalog gets an empty 304 (docs/decisions/124).
      reply.header('etag', tag).header('cache-control', 'private, no-cache');
      if (tagMatches(request.headers['if-none-match'], tag)) return reply.code(304).send(null);
      const { kept, source } = await catalogCache.answer(
        { importedAt, table: priced.table, source: priced.source, ...filter },
        async () => reply.serialize(await catalogAnswerOf(handle.readDb, priced, importedAt, filter)),
      );
      // Sent as the bytes kept, already serialised against the contract: not through the route's typed send.
      const raw = reply as unknown as FastifyReply;
      raw.header('content-type', 'application/json; charset=utf-8').header('x-portal-cache', source);
      varyOnEncoding(raw);
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (encoding === undefined) return raw.send(keptAsText(kept));
      return raw.header('content-encoding', encoding).send(kept[encoding]);
    },
  });

  // No session: an <img> sends none. The key is the photo's SHA-256, so the URL is unguessable and its bytes never
  // change (docs/decisions/114).
  app.route({
    ...routeOf(catalogImageCall, {
      tags: ['Pedidos'],
      summary: 'Foto de uma referência do catálogo, do tamanho de um celular (WebP)',
      errors: { 400: errorBody, 404: errorBody },
    }),

    handler: async (request, reply) => {
      const image = await productImage(handle.readDb, request.params.key);
      if (!image) throw notFound('Imagem não encontrada');
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type(image.contentType)
        .send(image.data);
    },
  });

  signedInRoute(app, orderContextCall, {
    tags: ['Pedidos'],
    summary:
      'Números de partida da avaliação de um pedido do cliente (comissão, metas, crédito), para a tela',
    errors: { ...authenticatedCallErrors, 404: errorBody },
    handler: async (request) => {
      const reps = await request.scope.repsFor({ representativeId: request.query.representativeId });
      const customer = await customerForOrder(handle.readDb, request.query.customerRegister);
      if (!customer) throw notFound('Cliente não encontrado');
      if (reps !== null && !reps.includes(customer.representativeId))
        throw forbidden('Acesso negado: o cliente é de outro representante');
      return orderContextOf(handle.readDb, customer, clock.today());
    },
  });

  signedInRoute(app, orderRepeatCall, {
    tags: ['Pedidos'],
    summary: 'Itens de um pedido do ERP para repetir, conferidos com o catálogo de hoje do cliente',
    errors: { ...authenticatedCallErrors, 404: errorBody },
    handler: async (request) => {
      const read = await orderToRepeat(handle.readDb, request.params.number, request.scope.reps);
      if (read === 'not-found') throw notFound('Pedido não encontrado');
      if (read === 'forbidden') throw forbidden('Acesso negado: o pedido é de outro representante');
      return read.answer;
    },
  });

  signedInRoute(app, orderDraftsCall, {
    tags: ['Pedidos'],
    summary: 'Pedidos do portal (rascunhos, enviados, no ERP), mais novos primeiro',
    // A draft's saves move no data version (a report never reads a draft), so its reads are never kept.
    config: { answerCache: false },
    handler: async (request) => {
      const query = request.query;
      return listDrafts(handle.readDb, {
        reps: await request.scope.repsFor({ representativeId: query.representativeId }),
        statuses: query.status,
        customers: query.customers,
        start: query.initialDate,
        end: query.finalDate,
        page: query.page,
        size: query.size,
      });
    },
  });

  signedInRoute(app, orderExportCall, {
    tags: ['Pedidos'],
    summary: 'Pedidos enviados e ainda não exportados ao ERP (só para quem vê todos os representantes)',
    errors: { 401: errorBody, 403: errorBody },
    handler: async (request) => {
      if (request.scope.reps !== null) throw forbidden(everyRepOnly);
      return { orders: await ordersToExport(handle.db) };
    },
  });

  signedInRoute(app, orderDraftCall, {
    tags: ['Pedidos'],
    summary: 'Um pedido do portal com a sua avaliação (congelada depois de enviado)',
    errors: { ...authenticatedCallErrors, 404: errorBody },
    // A draft's saves move no data version (a report never reads a draft), so its reads are never kept.
    config: { answerCache: false },
    handler: async (request) => {
      const read = await readDraft(handle.db, request.params.id, request.scope.reps, clock.today());
      if (typeof read === 'string') throw refusalError(read);
      return withPrintout(read.draft);
    },
  });

  signedInRoute(app, saveOrderDraftCall, {
    tags: ['Pedidos'],
    summary:
      'Grava o rascunho com o id feito pelo aparelho (repetir a chamada não cria outro pedido) e devolve a avaliação',
    errors: {
      ...authenticatedCallErrors,
      404: errorBody,
      409: orderDraftWriteConflictAnswer,
      422: errorBody,
    },
    handler: async (request) => {
      const reps = await request.scope.repsFor({ representativeId: request.body.representativeId });
      const saved = await inLine(() =>
        saveDraft(handle.db, { id: request.params.id, body: request.body, ...draftWriter(request, reps) }),
      );
      if (typeof saved === 'string') throw refusalError(saved);
      if ('conflict' in saved) throw sentConflict(saved.conflict);
      return withPrintout(saved.draft);
    },
  });

  signedInRoute(app, deleteOrderDraftCall, {
    tags: ['Pedidos'],
    summary: 'Apaga um rascunho (um pedido enviado não se apaga)',
    errors: { ...authenticatedCallErrors, 404: errorBody, 409: orderDraftWriteConflictAnswer },
    handler: async (request) => {
      const deleted = await inLine(() =>
        deleteDraft(handle.db, { id: request.params.id, ...draftWriter(request) }),
      );
      if (deleted === 'deleted') return { id: request.params.id, deleted: true as const };
      if (typeof deleted === 'string') throw refusalError(deleted);
      throw sentConflict(deleted.conflict);
    },
  });

  signedInRoute(app, sendOrderDraftCall, {
    tags: ['Pedidos'],
    summary:
      'Envia o pedido: sem problemas fica enviado (repetir devolve o mesmo); com problemas, 422 e continua rascunho',
    errors: { ...authenticatedCallErrors, 404: errorBody, 409: errorBody, 422: orderSendRefusedAnswer },
    handler: async (request) => {
      const sent = await inLine(() =>
        sendDraft(handle.db, {
          id: request.params.id,
          ...draftWriter(request),
          recordVisit: request.body?.recordVisit === true,
          deliver: orderWebhook !== null,
        }),
      );
      // Committed: the delivery it queued goes out now rather than at the next poll.
      orderWebhook?.wake();
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
      return withPrintout(sent.draft);
    },
  });

  signedInRoute(app, markOrderExportedCall, {
    tags: ['Pedidos'],
    summary: 'Marca um pedido enviado como exportado ao ERP (só para quem vê todos os representantes)',
    errors: { ...authenticatedCallErrors, 404: errorBody, 409: errorBody },
    handler: async (request) => {
      if (request.scope.reps !== null) throw forbidden(everyRepOnly);
      const before = await readDraft(handle.db, request.params.id, null, clock.today());
      if (typeof before === 'string') throw refusalError(before);
      if (before.draft.status === 'draft')
        throw new AppError('CONFLICT', 'Pedido ainda não enviado: não pode ser exportado');
      if (before.draft.status !== 'sent') return before.draft;
      const { principal } = request.scope;
      await handle.db.transaction().execute(async (trx) => {
        if ((await markExported(trx, [request.params.id])) > 0)
          await recordOrderHandedOver(trx, {
            origin: 'pull',
            startedBy: principal.username,
            userId: principal.id,
            orderId: request.params.id,
          });
      });
      const after = await readDraft(handle.db, request.params.id, null, clock.today());
      if (typeof after === 'string') throw refusalError(after);
      return after.draft;
    },
  });
};
