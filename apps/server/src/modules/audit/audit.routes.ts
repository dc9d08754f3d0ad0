import { auditCall, errorBody } from '@portal/contracts';
import { routeOf } from '../../route-of.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../errors.ts';
import { latestAuditEntries } from './audit-trail.queries.ts';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(auditCall, {
      tags: ['Auditoria'],
      summary:
        'Trilha de alterações (rotas, visitas, mensagens, usuários, importações) e de quem abriu o portal como um representante, por período, usuário, representante, tipo e chave; 100 por página: só administradores',
      errors: { 400: errorBody, 403: errorBody },
    }),
    onRequest: app.authenticate,
    // Rows are written without moving the data version (a view-as, an unlock): never a kept answer.
    config: { answerCache: false },
    handler: async (request) => {
      // Administrators are rep-0 users without a team: they see every rep, so every change.
      if (request.scope.reps !== null) throw forbidden('A trilha de auditoria é restrita a administradores');
      return latestAuditEntries(app.deps.handle.readDb, request.query);
    },
  });
};
