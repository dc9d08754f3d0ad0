import {
  cancellationReasonsCall,
  commercialRepresentativesCall,
  commercialSupervisorsCall,
  orderOriginsCall,
  teamBoardCall,
} from '@portal/contracts';
import { signedInRoute } from '../../../route-of.ts';
import type { ApiCall, CallAnswer } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { RepFilter } from '../../../auth/scope.ts';
import type { Database } from '../../../db/database.ts';
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
  /** A list of the reps read: the scope's reps for the query's filter, handed to the list's query. */
  const scopedList = <C extends ApiCall & { readonly query: z.ZodType<RepFilter> }>(
    call: C,
    summary: string,
    listOf: (db: Kysely<Database>, filter: { reps: number[] | null }) => Promise<CallAnswer<C>>,
  ) =>
    signedInRoute(app, call, {
      tags,
      summary,
      handler: async (request) =>
        listOf(handle.readDb, { reps: await request.scope.repsFor(request.query as RepFilter) }),
    });

  scopedList(
    commercialRepresentativesCall,
    'Representantes do escopo com supervisor e comissão',
    commercialRepresentativesOf,
  );
  scopedList(
    commercialSupervisorsCall,
    'Supervisores dos representantes do escopo, com quantos representantes cada um lidera',
    commercialSupervisorsOf,
  );

  signedInRoute(app, teamBoardCall, {
    tags,
    summary:
      'Painel da equipe (BI): por representante e mês, meta, venda, % da meta, faturamento, carteira a faturar, duplicatas vencidas e clientes atendidos',
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

  scopedList(
    orderOriginsCall,
    'Origens dos pedidos do escopo (REPRESENTANTE, TELEVENDAS…), com a quantidade de pedidos',
    orderOriginsOf,
  );
  scopedList(
    cancellationReasonsCall,
    'Motivos de cancelamento usados nos pedidos do escopo, com a quantidade de pedidos',
    cancellationReasonsOf,
  );
};
