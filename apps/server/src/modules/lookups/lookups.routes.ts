import {
  citySearchCall,
  customerSearchCall,
  errorBody,
  quotaArticlesCall,
  quotaArticleSearchCall,
  authenticatedCallErrors,
  supervisorSearchCall,
} from '@portal/contracts';
import { routeOf } from '../../route-of.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  allQuotaArticles,
  citiesMatching,
  customersMatching,
  quotaArticlesMatching,
  supervisorsMatching,
} from './lookups.queries.ts';

const tags = ['Pesquisas'];

/** The type-aheads of the filter panels; every answer is limited to the caller's scope (quota articles are global). */
export const lookupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { readDb } = app.deps.handle;

  app.route({
    ...routeOf(quotaArticlesCall, { tags, summary: 'Todos os artigos de cota', errors: { 401: errorBody } }),
    onRequest: app.authenticate,
    handler: async () => allQuotaArticles(readDb),
  });

  app.route({
    ...routeOf(quotaArticleSearchCall, {
      tags,
      summary: 'Artigos de cota por código ou descrição (sem diferenciar maiúsculas e acentos)',
      errors: authenticatedCallErrors,
    }),
    onRequest: app.authenticate,
    handler: async (request) => quotaArticlesMatching(readDb, request.query.text ?? ''),
  });

  app.route({
    ...routeOf(citySearchCall, {
      tags,
      summary: 'Cidades com clientes ou rotas dos representantes do escopo, por código IBGE ou nome',
      errors: authenticatedCallErrors,
    }),
    onRequest: app.authenticate,
    handler: async (request) =>
      citiesMatching(readDb, {
        reps: await request.scope.repsFor({ representativeId: request.query.representativeId }),
        text: request.query.text ?? '',
      }),
  });

  app.route({
    ...routeOf(customerSearchCall, {
      tags,
      summary: 'Clientes dos representantes do escopo, por CNPJ ou nome',
      errors: authenticatedCallErrors,
    }),
    onRequest: app.authenticate,
    handler: async (request) =>
      customersMatching(readDb, {
        reps: await request.scope.repsFor({ representativeId: request.query.representativeId }),
        text: request.query.text ?? '',
      }),
  });

  app.route({
    ...routeOf(supervisorSearchCall, {
      tags,
      summary: 'Supervisores do escopo, por código ou nome',
      errors: authenticatedCallErrors,
    }),
    onRequest: app.authenticate,
    handler: async (request) =>
      supervisorsMatching(readDb, { reps: request.scope.reps, text: request.query.text ?? '' }),
  });
};
