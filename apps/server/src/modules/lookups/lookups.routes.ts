import {
  citySearchCall,
  customerSearchCall,
  errorBody,
  quotaArticlesCall,
  quotaArticleSearchCall,
  supervisorSearchCall,
} from '@portal/contracts';
import { signedInRoute } from '../../route-of.ts';
import type { FastifyRequest } from 'fastify';
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
  /** A scoped type-ahead's filter: the text typed, among the scope's reps for the representative named. */
  const scopedSearchOf = async (request: {
    query: { representativeId?: number | undefined; text?: string | undefined };
    scope: FastifyRequest['scope'];
  }) => ({
    reps: await request.scope.repsFor({ representativeId: request.query.representativeId }),
    text: request.query.text ?? '',
  });

  signedInRoute(app, quotaArticlesCall, {
    tags,
    summary: 'Todos os artigos de cota',
    errors: { 401: errorBody },
    handler: async () => allQuotaArticles(readDb),
  });

  signedInRoute(app, quotaArticleSearchCall, {
    tags,
    summary: 'Artigos de cota por código ou descrição (sem diferenciar maiúsculas e acentos)',
    handler: async (request) => quotaArticlesMatching(readDb, request.query.text ?? ''),
  });

  signedInRoute(app, citySearchCall, {
    tags,
    summary: 'Cidades com clientes ou rotas dos representantes do escopo, por código IBGE ou nome',
    handler: async (request) => citiesMatching(readDb, await scopedSearchOf(request)),
  });

  signedInRoute(app, customerSearchCall, {
    tags,
    summary: 'Clientes dos representantes do escopo, por CNPJ ou nome',
    handler: async (request) => customersMatching(readDb, await scopedSearchOf(request)),
  });

  signedInRoute(app, supervisorSearchCall, {
    tags,
    summary: 'Supervisores do escopo, por código ou nome',
    handler: async (request) =>
      supervisorsMatching(readDb, { reps: request.scope.reps, text: request.query.text ?? '' }),
  });
};
