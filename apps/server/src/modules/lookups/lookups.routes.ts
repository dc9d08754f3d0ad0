import {
  cityOptions,
  citySearchCall,
  customerOptions,
  customerSearchCall,
  errorBody,
  lookupQuery,
  quotaArticleOptions,
  quotaArticlesCall,
  quotaArticleSearchCall,
  scopedLookupQuery,
  authenticatedCallErrors,
  supervisorOptions,
  supervisorSearchCall,
} from '@portal/contracts';
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
    ...quotaArticlesCall,
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Todos os artigos de cota',
      response: { 200: quotaArticleOptions, 401: errorBody },
    },
    handler: async () => allQuotaArticles(readDb),
  });

  app.route({
    ...quotaArticleSearchCall,
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Artigos de cota por código ou descrição (sem diferenciar maiúsculas e acentos)',
      querystring: lookupQuery,
      response: { 200: quotaArticleOptions, ...authenticatedCallErrors },
    },
    handler: async (request) => quotaArticlesMatching(readDb, request.query.text ?? ''),
  });

  app.route({
    ...citySearchCall,
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Cidades com clientes ou rotas dos representantes do escopo, por código IBGE ou nome',
      querystring: scopedLookupQuery,
      response: { 200: cityOptions, ...authenticatedCallErrors },
    },
    handler: async (request) =>
      citiesMatching(readDb, {
        reps: await request.scope.repsFor({ representativeId: request.query.representativeId }),
        text: request.query.text ?? '',
      }),
  });

  app.route({
    ...customerSearchCall,
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Clientes dos representantes do escopo, por CNPJ ou nome',
      querystring: scopedLookupQuery,
      response: { 200: customerOptions, ...authenticatedCallErrors },
    },
    handler: async (request) =>
      customersMatching(readDb, {
        reps: await request.scope.repsFor({ representativeId: request.query.representativeId }),
        text: request.query.text ?? '',
      }),
  });

  app.route({
    ...supervisorSearchCall,
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Supervisores do escopo, por código ou nome',
      querystring: lookupQuery,
      response: { 200: supervisorOptions, ...authenticatedCallErrors },
    },
    handler: async (request) =>
      supervisorsMatching(readDb, { reps: request.scope.reps, text: request.query.text ?? '' }),
  });
};
