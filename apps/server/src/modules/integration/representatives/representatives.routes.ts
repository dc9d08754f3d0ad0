import {
  cancellationReasonsCall,
  commercialRepresentativesCall,
  commercialSupervisorsCall,
  orderOriginsCall,
  authenticatedCallErrors,
  teamBoardCall,
} from '@portal/contracts';
import { routeOf } from '../../../route-of.ts';
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
    ...routeOf(commercialRepresentativesCall, {
      tags,
      summary: 'Representantes do escopo com supervisor e comissão',
      errors: authenticatedCallErrors,
    }),
    onRequest: app.authenticate,
    handler: async (request) =>
      commercialRepresentativesOf(handle.readDb, { reps: await request.scope.repsFor(request.query) }),
  });

  app.route({
    ...routeOf(commercialSupervisorsCall, {
      tags,
      summary: 'Supervisores dos representantes do escopo, com quantos representantes cada um lidera',
      errors: authenticatedCallErrors,
    }),
    onRequest: app.authenticate,
    handler: async (request) =>
      commercialSupervisorsOf(handle.readDb, { reps: await request.scope.repsFor(request.query) }),
  });

  app.route({
    ...routeOf(teamBoardCall, {
      tags,
      summary:
        'Painel da equipe (BI): por representante e mês, meta, venda, % da meta, faturamento, carteira a faturar, duplicatas vencidas e clientes atendidos',
      errors: authenticatedCallErrors,
    }),
    onRequest: app.authenticate,
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
    ...routeOf(orderOriginsCall, {
      tags,
      summary: 'Origens dos pedidos do escopo (REPRESENTANTE, TELEVENDAS…), com a quantidade de pedidos',
      errors: authenticatedCallErrors,
    }),
    onRequest: app.authenticate,
    handler: async (request) =>
      orderOriginsOf(handle.readDb, { reps: await request.scope.repsFor(request.query) }),
  });

  app.route({
    ...routeOf(cancellationReasonsCall, {
      tags,
      summary: 'Motivos de cancelamento usados nos pedidos do escopo, com a quantidade de pedidos',
      errors: authenticatedCallErrors,
    }),
    onRequest: app.authenticate,
    handler: async (request) =>
      cancellationReasonsOf(handle.readDb, { reps: await request.scope.repsFor(request.query) }),
  });
};
