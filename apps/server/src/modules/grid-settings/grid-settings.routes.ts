import {
  deleteGridProfileCall,
  errorBody,
  gridHintsCall,
  gridProfilesCall,
  isHintColumn,
  saveGridHintCall,
  saveGridProfileCall,
} from '@portal/contracts';
import { routeOf, signedInRoute } from '../../route-of.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import { hintsOf, profilesOf, removeProfile, saveHint, saveProfile } from './grid-settings.queries.ts';

const tags = ['Configurações das grades'];

/**
 * Column profiles are each user's own; hints are shared by everyone, so only administrators (representative 0 and no
 * supervisor team) write them, and only for the columns the grid has (docs/product.md §2.15, docs/decisions/107).
 */
export const gridSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, readDb } = app.deps.handle;
  const actorOf = (principal: { id: number; username: string }) => ({
    userId: principal.id,
    username: principal.username,
  });

  app.route({
    ...routeOf(gridProfilesCall, { tags, summary: 'Perfis de colunas do usuário numa grade' }),
    onRequest: app.authenticate,
    handler: async (request) => profilesOf(readDb, request.scope.principal.id, request.params.grid),
  });

  signedInRoute(app, saveGridProfileCall, {
    tags,
    summary: 'Salva um perfil de colunas (pelo nome; o mesmo nome substitui)',
    errors: { 400: errorBody },
    handler: async (request) =>
      saveProfile(db, actorOf(request.scope.principal), request.params.grid, request.body),
  });

  app.route({
    ...routeOf(deleteGridProfileCall, {
      tags,
      summary: 'Apaga um perfil de colunas do próprio usuário',
      status: 204,
      errors: { 404: errorBody },
    }),
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      const removed = await removeProfile(
        db,
        actorOf(request.scope.principal),
        request.params.grid,
        request.params.id,
      );
      if (!removed) throw notFound('Perfil não encontrado');
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...routeOf(gridHintsCall, { tags, summary: 'Dicas das colunas de uma grade' }),
    onRequest: app.authenticate,
    handler: async (request) => hintsOf(readDb, request.params.grid),
  });

  signedInRoute(app, saveGridHintCall, {
    tags,
    summary: 'Define a dica de uma coluna da grade (texto vazio apaga); só administradores',
    errors: { 400: errorBody, 403: errorBody },
    handler: async (request) => {
      if (request.scope.principal.kind !== 'admin')
        throw forbidden('Só administradores editam as dicas das colunas');
      if (!isHintColumn(request.params.grid, request.params.column))
        throw badRequest(`Coluna inexistente nesta grade: ${request.params.column}`, 'column');
      await saveHint(
        db,
        actorOf(request.scope.principal),
        request.params.grid,
        request.params.column,
        request.body.hint,
      );
      return hintsOf(db, request.params.grid);
    },
  });
};
