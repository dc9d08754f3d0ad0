import {
  cancellationReasons,
  cancellationReasonsCall,
  commercialRepresentatives,
  commercialRepresentativesCall,
  commercialScopeQuery,
  commercialSupervisors,
  commercialSupervisorsCall,
  orderOrigins,
  orderOriginsCall,
  authenticatedCallErrors,
  teamBoardAnswer,
  teamBoardCall,
  teamBoardQuery,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancellationReasonsOf,
  commercialRepresentativesOf,
  commercialSupervisorsOf,
  orderOriginsOf,
} from './representatives.queries.ts';
import { teamBoardByMonthOf } from '../../../domain/team/team-board.queries.ts';

// api/comercial: representatives (list, supervisors, BI team board), origins and cancellation reasons. Every call
// reads the scope's reps for its `representativeId` and `supervisors` (auth/scope.ts: never widened).

const tags = ['Integração: representantes comerciais'];

export const commercialRepresentativeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { handle, clock } = app.deps;
  app.route({
    ...commercialRepresentativesCall,
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Representantes do escopo com supervisor e comissão',
      querystring: commercialScopeQuery,
      response: { 200: commercialRepresentatives, ...authenticatedCallErrors },
    },
    handler: async (request) =>
      commercialRepresentativesOf(handle.readDb, { reps: await request.scope.repsFor(request.query) }),
  });

  app.route({
    ...commercialSupervisorsCall,
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Supervisores dos representantes do escopo, com quantos representantes cada um lidera',
      querystring: commercialScopeQuery,
      response: { 200: commercialSupervisors, ...authenticatedCallErrors },
    },
    handler: async (request) =>
      commercialSupervisorsOf(handle.readDb, { reps: await request.scope.repsFor(request.query) }),
  });

  app.route({
    ...teamBoardCall,
    onRequest: app.authenticate,
    schema: {
      tags,
      summary:
        'Painel da equipe (BI): por representante e mês, meta, venda, % da meta, faturamento, carteira a faturar, duplicatas vencidas e clientes atendidos',
      querystring: teamBoardQuery,
      response: { 200: teamBoardAnswer, ...authenticatedCallErrors },
    },
    handler: async (request) => {
      const { initialMonth, finalMonth } = request.query;
      return teamBoardByMonthOf(handle.readDb, {
        reps: await request.scope.repsFor(request.query),
        firstMonth: `${initialMonth}-01`,
        lastMonth: `${finalMonth}-01`,
        today: clock.today(),
      });
    },
  });

  app.route({
    ...orderOriginsCall,
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Origens dos pedidos do escopo (REPRESENTANTE, TELEVENDAS…), com a quantidade de pedidos',
      querystring: commercialScopeQuery,
      response: { 200: orderOrigins, ...authenticatedCallErrors },
    },
    handler: async (request) =>
      orderOriginsOf(handle.readDb, { reps: await request.scope.repsFor(request.query) }),
  });

  app.route({
    ...cancellationReasonsCall,
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Motivos de cancelamento usados nos pedidos do escopo, com a quantidade de pedidos',
      querystring: commercialScopeQuery,
      response: { 200: cancellationReasons, ...authenticatedCallErrors },
    },
    handler: async (request) =>
      cancellationReasonsOf(handle.readDb, { reps: await request.scope.repsFor(request.query) }),
  });
};
