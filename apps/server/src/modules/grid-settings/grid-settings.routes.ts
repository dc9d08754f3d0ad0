import {
  columnKey,
  deleteGridProfileCall,
  errorBody,
  gridHintBody,
  gridHints,
  gridHintsCall,
  gridId,
  gridProfile,
  gridProfileBody,
  gridProfiles,
  gridProfilesCall,
  isHintColumn,
  saveGridHintCall,
  saveGridProfileCall,
} from '@portal/contracts';
import { z } from 'zod';
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
    ...gridProfilesCall,
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Perfis de colunas do usuário numa grade',
      params: z.object({ grid: gridId }),
      response: { 200: gridProfiles },
    },
    handler: async (request) => profilesOf(readDb, request.scope.principal.id, request.params.grid),
  });

  app.route({
    ...saveGridProfileCall,
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Salva um perfil de colunas (pelo nome; o mesmo nome substitui)',
      params: z.object({ grid: gridId }),
      body: gridProfileBody,
      response: { 200: gridProfile, 400: errorBody },
    },
    handler: async (request) =>
      saveProfile(db, actorOf(request.scope.principal), request.params.grid, request.body),
  });

  app.route({
    ...deleteGridProfileCall,
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Apaga um perfil de colunas do próprio usuário',
      params: z.object({ grid: gridId, id: z.coerce.number().int().min(1).max(2_147_483_647) }),
      response: { 204: z.null(), 404: errorBody },
    },
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
    ...gridHintsCall,
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Dicas das colunas de uma grade',
      params: z.object({ grid: gridId }),
      response: { 200: gridHints },
    },
    handler: async (request) => hintsOf(readDb, request.params.grid),
  });

  app.route({
    ...saveGridHintCall,
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Define a dica de uma coluna da grade (texto vazio apaga); só administradores',
      params: z.object({ grid: gridId, column: columnKey }),
      body: gridHintBody,
      response: { 200: gridHints, 400: errorBody, 403: errorBody },
    },
    handler: async (request) => {
      const { principal, isRepZero } = request.scope;
      if (!isRepZero || principal.supervisorId !== null)
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
