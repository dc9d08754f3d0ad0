import { errorBody, routeConflictBody, visitRoutesCall, visitRouteUpdateCall } from '@portal/contracts';
import { signedInRoute } from '../../route-of.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, badRequest, forbidden, notFound } from '../../errors.ts';
import { routeRowOf, routeRowsOf, saveCityRoute } from './visit-routes.queries.ts';

export const visitRouteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { handle } = app.deps;

  signedInRoute(app, visitRoutesCall, {
    tags: ['Rotas'],
    summary: 'Rotas: uma linha por representante × cidade com cliente ou rota salva (rota 0 quando não há)',
    handler: async (request) =>
      routeRowsOf(handle.readDb, {
        reps: await request.scope.repsFor({ representativeId: request.query.representativeId }),
      }),
  });

  signedInRoute(app, visitRouteUpdateCall, {
    tags: ['Rotas'],
    summary:
      'Salva a rota de um representante numa cidade (routeVersion obrigatório: trava otimista); responde a linha salva',
    errors: { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: routeConflictBody },
    handler: async (request) => {
      const { representativeId, cityCode, route, routeVersion } = request.body;
      if (!request.scope.canSee(representativeId))
        throw forbidden(`Acesso negado ao representante ${representativeId}`);
      const outcome = await saveCityRoute(handle.db, {
        representativeId,
        cityCode,
        route,
        expectedVersion: routeVersion,
        actor: { userId: request.scope.principal.id, username: request.scope.principal.username },
      });
      if (outcome === 'no-representative')
        throw badRequest(`Representante ${representativeId} não encontrado`, 'representativeId');
      if (outcome === 'no-city') throw badRequest(`Cidade ${cityCode} não encontrada`, 'cityCode');
      const saved = await routeRowOf(handle.db, { representativeId, cityCode });
      if (!saved) throw notFound('Rota não encontrada');
      if (outcome === 'conflict') {
        throw new AppError('CONFLICT', 'Registro alterado por outro usuário', undefined, { current: saved });
      }
      if (outcome === 'saved')
        request.log.info({ representativeId, cityCode, route }, 'rota da cidade alterada');
      return saved;
    },
  });
};
