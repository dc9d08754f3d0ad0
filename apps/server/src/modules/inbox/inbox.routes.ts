import {
  authenticatedCallErrors,
  errorBody,
  inboxCountsCall,
  messagesCall,
  notificationsCall,
  notificationsSeenCall,
  readMessageCall,
  sendMessageCall,
} from '@portal/contracts';
import { routeOf } from '../../route-of.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import {
  readMessage,
  receivedMessagesOf,
  sendMessage,
  sentMessagesOf,
  unreadMessageCount,
} from './messages.queries.ts';
import { notificationsFor } from './notifications.ts';
import { lastOpenedOn, markNotificationsSeen, unreadNotificationCount } from './notifications.queries.ts';

/** Notificações and Mensagens, the top bar's two entries (docs/domain.md §5.5, decision 075). */
export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { handle, clock } = app.deps;

  app.route({
    ...routeOf(notificationsCall, {
      tags: ['Notificações e mensagens'],
      summary:
        'Notificações: faturamentos, bloqueios, cancelamentos, pagamentos e vencimentos dos últimos 30 dias, mais novos primeiro',
      errors: authenticatedCallErrors,
    }),
    onRequest: app.authenticate,
    handler: async (request) => {
      const reps = await request.scope.repsFor({ representativeId: request.query.representativeId });
      return notificationsFor(
        { read: handle.readDb, write: handle.db },
        {
          userId: request.scope.principal.id,
          reps,
          today: clock.today(),
          approver: request.scope.principal.kind !== 'rep',
        },
      );
    },
  });

  app.route({
    ...routeOf(notificationsSeenCall, {
      tags: ['Notificações e mensagens'],
      summary: 'Marca as notificações como lidas: as de hoje e anteriores deixam de contar',
      errors: authenticatedCallErrors,
    }),
    onRequest: app.authenticate,
    handler: async (request) => ({
      lastOpenedOn: await markNotificationsSeen(handle.db, request.scope.principal.id, clock.today()),
    }),
  });

  app.route({
    ...routeOf(inboxCountsCall, {
      tags: ['Notificações e mensagens'],
      summary: 'Notificações e mensagens não lidas (os números da barra superior)',
      errors: authenticatedCallErrors,
    }),
    onRequest: app.authenticate,
    handler: async (request) => {
      const { principal, reps } = request.scope;
      const today = clock.today();
      const opened = await lastOpenedOn(handle.db, principal.id);
      const [notifications, messages] = await Promise.all([
        unreadNotificationCount(handle.readDb, {
          reps,
          today,
          lastOpenedOn: opened,
          approver: principal.kind !== 'rep',
        }),
        principal.representativeId > 0 ? unreadMessageCount(handle.db, principal.representativeId) : 0,
      ]);
      return { notifications, messages };
    },
  });

  app.route({
    ...routeOf(messagesCall, {
      tags: ['Notificações e mensagens'],
      summary:
        'Mensagens: as recebidas pelo representante, lidas ou não; as enviadas por um supervisor, com quantos leram',
      errors: authenticatedCallErrors,
    }),
    onRequest: app.authenticate,
    handler: async (request) => {
      const { principal } = request.scope;
      // Messages live in the portal's own tables, read where they are written (a replica could lag a new one).
      if (principal.representativeId > 0) {
        const received = await receivedMessagesOf(handle.db, principal.representativeId);
        return { received, sent: [], unread: received.filter((message) => !message.read).length };
      }
      return { received: [], sent: await sentMessagesOf(handle.db, principal.id), unread: 0 };
    },
  });

  app.route({
    ...routeOf(sendMessageCall, {
      tags: ['Notificações e mensagens'],
      summary:
        'Envia uma mensagem (usuários de representante 0) a todos os representantes do escopo ou aos escolhidos',
      errors: authenticatedCallErrors,
    }),
    onRequest: app.authenticate,
    handler: async (request) => {
      const { principal, reps, canSee } = request.scope;
      if (principal.kind === 'rep') throw forbidden('Acesso negado: só supervisores enviam mensagens');
      const { title, text, toAll, representativeIds } = request.body;
      // The chosen reps must be in the sender's scope: the scope answers it, as for every other call.
      const outside = toAll
        ? undefined
        : [...representativeIds].sort((a, b) => a - b).find((id) => !canSee(id));
      if (outside !== undefined) throw forbidden(`Acesso negado ao representante ${outside}`);
      const outcome = await sendMessage(handle.db, {
        title,
        text,
        toAll,
        representativeIds,
        reps,
        today: clock.today(),
        actor: { userId: principal.id, username: principal.username },
      });
      if ('saved' in outcome) {
        request.log.info(
          { message: outcome.saved.id, recipients: outcome.saved.recipients.length },
          'mensagem enviada',
        );
        return outcome.saved;
      }
      if (outcome.refused === 'unknown')
        throw badRequest(`Representante ${outcome.representativeId} não encontrado`, 'representativeIds');
      throw badRequest('Nenhum representante para receber a mensagem', 'representativeIds');
    },
  });

  app.route({
    ...routeOf(readMessageCall, {
      tags: ['Notificações e mensagens'],
      summary: 'Marca como lida uma mensagem recebida pelo representante',
      errors: { ...authenticatedCallErrors, 404: errorBody },
    }),
    onRequest: app.authenticate,
    handler: async (request) => {
      const { principal } = request.scope;
      const { id } = request.params;
      const outcome = await readMessage(handle.db, {
        id,
        representativeId: principal.kind === 'rep' ? principal.representativeId : null,
        actor: { userId: principal.id, username: principal.username },
      });
      if (outcome === 'not-found') throw notFound('Mensagem não encontrada');
      if (outcome === 'forbidden') throw forbidden('Acesso negado: a mensagem é de outro representante');
      return { id, read: true as const };
    },
  });
};
