import {
  authenticatedCallErrors,
  errorBody,
  teamDayVisitsCall,
  teamMonthBoardCall,
  teamViewAsCall,
} from '@portal/contracts';
import { signedInRoute } from '../../route-of.ts';
import { repFilterOf } from '../../auth/scope.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import { teamBoardOfMonth } from '../../domain/team/team-board.queries.ts';
import { recordViewAs } from './team-view-as.queries.ts';
import { dayVisitsOf } from './team-day-visits.queries.ts';

/**
 * Equipe (docs/domain.md §5.4 and §7, decision 074): the team board of a month, a rep's day on the map, and "view as
 * a rep", audited.
 */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { handle, clock } = app.deps;

  signedInRoute(app, teamMonthBoardCall, {
    tags: ['Equipe'],
    summary:
      'Painel da equipe no mês: por representante, meta, venda, % da meta, faturamento, carteira, vencidos, clientes, positivação, cancelados, visitas (com localização e fora do local), pedidos enviados pelo portal e % da meta dos seis meses; e o total',
    handler: async (request) => {
      const reps = await request.scope.repsFor(repFilterOf(request.query));
      const { date } = request.query;
      return teamBoardOfMonth(handle.readDb, { reps, today: clock.today(), date });
    },
  });

  signedInRoute(app, teamViewAsCall, {
    tags: ['Equipe'],
    summary:
      'Registra na trilha de auditoria que um usuário de equipe passou a ver o portal como um representante do seu escopo',
    errors: { ...authenticatedCallErrors, 404: errorBody },
    handler: async (request) => {
      const { scope } = request;
      const { representativeId } = request.body;
      if (scope.principal.kind === 'rep')
        throw forbidden('Só usuários de equipe abrem o portal como outro representante');
      if (!scope.canSee(representativeId)) {
        request.log.warn({ representativeId }, 'ver como representante fora do escopo');
        throw forbidden(`Acesso negado ao representante ${representativeId}`);
      }
      const viewed = await recordViewAs(handle.db, {
        representativeId,
        actor: {
          userId: scope.principal.id,
          username: scope.principal.username,
          supervisorId: scope.principal.supervisorId,
        },
      });
      if (!viewed) throw notFound('Representante não encontrado');
      request.log.info({ representativeId }, 'ver como representante');
      return viewed;
    },
  });

  signedInRoute(app, teamDayVisitsCall, {
    tags: ['Equipe'],
    summary:
      'Visitas de um representante num dia, na ordem em que foram registradas: o ponto do cliente, onde o aparelho estava, a distância e se foi fora do local',
    errors: { ...authenticatedCallErrors, 404: errorBody },
    handler: async (request) => {
      const { scope } = request;
      const { representativeId, date } = request.query;
      // Refuses a rep outside the scope (403) before anything is read.
      await scope.repsFor({ representativeId });
      const rep =
        representativeId || (scope.principal.kind === 'rep' ? scope.principal.representativeId : undefined);
      if (!rep) throw badRequest('Informe o representante', 'representativeId');
      const day = await dayVisitsOf(handle.readDb, { representativeId: rep, date: date ?? clock.today() });
      if (!day) throw notFound('Representante não encontrado');
      return day;
    },
  });
};
