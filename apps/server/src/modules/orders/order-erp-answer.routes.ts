import {
  authenticatedCallErrors,
  copyOrderCall,
  errorBody,
  erpAnswerCall,
  MAX_OPEN_DRAFTS,
  orderDraftAnswer,
  orderDraftConflictAnswer,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, forbidden, notFound } from '../../errors.ts';
import { routeOf, signedInRoute } from '../../route-of.ts';
import { copyOrder } from './order-copy.queries.ts';
import { answerOrder } from './order-erp-answer.queries.ts';

// The ERP's answer and the copy of an order (docs/domain.md §8.5; docs/decisions/209 and 210).

const everyRepOnly = 'Acesso negado: só quem vê todos os representantes registra a resposta do ERP';

export const orderErpAnswerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { handle, clock } = app.deps;

  signedInRoute(app, erpAnswerCall, {
    tags: ['Pedidos'],
    summary:
      'Resposta do ERP a um pedido enviado: aceito (fica no ERP com o número) ou recusado com o motivo; só para quem vê todos os representantes',
    errors: { ...authenticatedCallErrors, 404: errorBody, 409: orderDraftConflictAnswer },
    handler: async (request) => {
      // The ERP's login or the administrator: whoever sees every rep (docs/domain.md §4).
      if (request.scope.reps !== null) throw forbidden(everyRepOnly);
      const body = request.body;
      const outcome = await answerOrder(handle.db, {
        id: request.params.id,
        answer:
          body.status === 'accepted'
            ? { status: 'accepted', erpOrderNumber: String(body.erpOrderNumber) }
            : { status: 'rejected', reason: body.reason ?? '' },
        answerer: { userId: request.scope.principal.id, username: request.scope.principal.username },
        today: clock.today(),
      });
      if (outcome === 'not-found') throw notFound('Pedido não encontrado');
      if ('conflict' in outcome)
        throw new AppError(
          'CONFLICT',
          outcome.reason === 'not-sent'
            ? 'Pedido ainda não enviado ao ERP: não pode ter resposta do ERP'
            : 'Pedido já tem outra resposta do ERP: a primeira resposta fica',
          undefined,
          { draft: outcome.conflict },
        );
      if (outcome.changed)
        request.log.info({ order: request.params.id, answer: body.status }, 'resposta do ERP registrada');
      return outcome.draft;
    },
  });

  app.route({
    ...routeOf(copyOrderCall, {
      tags: ['Pedidos'],
      summary:
        'Copia um pedido para um novo rascunho (id feito pelo aparelho) com os mesmos termos e itens, aos preços de hoje; repetir devolve a mesma cópia (200)',
      status: 201,
      errors: {
        ...authenticatedCallErrors,
        200: orderDraftAnswer,
        404: errorBody,
        409: errorBody,
        422: errorBody,
      },
    }),
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      const outcome = await copyOrder(handle.db, {
        sourceId: request.params.id,
        newId: request.body.id,
        reps: request.scope.reps,
        actor: { userId: request.scope.principal.id, username: request.scope.principal.username },
        today: clock.today(),
      });
      switch (outcome) {
        case 'not-found':
          throw notFound('Pedido não encontrado');
        case 'forbidden':
          throw forbidden('Acesso negado: o pedido é de outro representante');
        case 'customer-not-found':
          throw notFound('Cliente não encontrado');
        case 'customer-forbidden':
          throw forbidden('Acesso negado: o cliente é de outro representante');
        case 'draft-limit':
          throw new AppError(
            'UNPROCESSABLE',
            `Limite de ${MAX_OPEN_DRAFTS} rascunhos abertos atingido: envie ou apague rascunhos antes de começar outro pedido`,
          );
        case 'payment-days-required':
          throw new AppError('UNPROCESSABLE', 'O pedido copiado não tem prazo: informe o prazo em dias');
        case 'id-taken':
          throw new AppError('CONFLICT', 'O id do novo pedido já é de outro pedido: gere outro id');
      }
      return reply.code(outcome.created ? 201 : 200).send(outcome.draft);
    },
  });
};
