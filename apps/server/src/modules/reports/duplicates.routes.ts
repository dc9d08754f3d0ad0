import { duplicatesGridCall } from '@portal/contracts';
import { signedInRoute } from '../../route-of.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { duplicateGridRowsOf } from './duplicates.queries.ts';

export const duplicatesGridRoutes: FastifyPluginAsyncZod = async (app) => {
  const { handle, clock } = app.deps;
  signedInRoute(app, duplicatesGridCall, {
    tags: ['Relatórios'],
    summary: 'Dup. Aberto: títulos em aberto com saldo, atraso e pedidos em aberto do cliente',
    handler: async (request) =>
      duplicateGridRowsOf(handle.readDb, {
        today: clock.today(),
        reps: await request.scope.repsFor({ representativeId: request.query.representativeId }),
      }),
  });
};
