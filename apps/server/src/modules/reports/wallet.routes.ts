import { authenticatedCallErrors, walletGridCall, type WalletGridQuery } from '@portal/contracts';
import { routeOf } from '../../route-of.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Scope } from '../../auth/scope.ts';
import type { Database } from '../../db/database.ts';
import { walletGridRowsOf } from './wallet.queries.ts';

/** The Carteira grid of one call: the screen's route and the integration's salesOrder/wallet answer alike. */
export const walletGridOf = async (db: Kysely<Database>, scope: Scope, query: WalletGridQuery) => {
  const { representativeId, supervisors, cities, customers } = query;
  const reps = await scope.repsFor({ representativeId, supervisors });
  return walletGridRowsOf(db, { reps, cities, customers });
};

export const walletGridRoutes: FastifyPluginAsyncZod = async (app) => {
  const { handle } = app.deps;
  app.route({
    ...routeOf(walletGridCall, {
      tags: ['Relatórios'],
      summary: 'Carteira: pedidos em aberto, bloqueados e em expedição, com valores faturado e a faturar',
      errors: authenticatedCallErrors,
    }),
    onRequest: app.authenticate,
    handler: async (request) => walletGridOf(handle.readDb, request.scope, request.query),
  });
};
