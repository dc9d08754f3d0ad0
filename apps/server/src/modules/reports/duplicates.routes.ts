import {
  duplicateGridAnswer,
  duplicatesGridCall,
  representativeOnlyQuery,
  authenticatedCallErrors,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { duplicateGridRowsOf } from './duplicates.queries.ts';

export const duplicatesGridRoutes: FastifyPluginAsyncZod = async (app) => {
  const { handle, clock } = app.deps;
  app.route({
    ...duplicatesGridCall,
    onRequest: app.authenticate,
    schema: {
      tags: ['Relatórios'],
      summary: 'Dup. Aberto: títulos em aberto com saldo, atraso e pedidos em aberto do cliente',
      querystring: representativeOnlyQuery,
      response: { 200: duplicateGridAnswer, ...authenticatedCallErrors },
    },
    handler: async (request) =>
      duplicateGridRowsOf(handle.readDb, {
        today: clock.today(),
        reps: await request.scope.repsFor({ representativeId: request.query.representativeId }),
      }),
  });
};
