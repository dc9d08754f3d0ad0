import { billedGridCall, authenticatedCallErrors, type BilledGridQuery } from '@portal/contracts';
import { routeOf } from '../../route-of.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Scope } from '../../auth/scope.ts';
import type { Database } from '../../db/database.ts';
import { billedGridRowsOf } from './billed.queries.ts';

/** The Faturado grid of one call: the screen's route and the integration's salesOrder/billed answer alike. */
export const billedGridOf = async (db: Kysely<Database>, scope: Scope, query: BilledGridQuery) => {
  const { representativeId, supervisors, cities, customers, initialBilling, finalBilling } = query;
  const reps = await scope.repsFor({ representativeId, supervisors });
  return billedGridRowsOf(db, { reps, start: initialBilling, end: finalBilling, cities, customers });
};

export const billedGridRoutes: FastifyPluginAsyncZod = async (app) => {
  const { handle } = app.deps;
  app.route({
    ...routeOf(billedGridCall, {
      tags: ['Relatórios'],
      summary: 'Faturado: notas fiscais emitidas no período de faturamento (datas inclusivas)',
      errors: authenticatedCallErrors,
    }),
    onRequest: app.authenticate,
    handler: async (request) => billedGridOf(handle.readDb, request.scope, request.query),
  });
};
