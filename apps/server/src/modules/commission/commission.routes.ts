import { commissionStatementCall } from '@portal/contracts';
import { signedInRoute } from '../../route-of.ts';
import { repFilterOf } from '../../auth/scope.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commissionStatementOf } from './commission.ts';

/** Comissão (docs/domain.md §5.3, decision 072): realised in M, forecast, lost, and by customer. */
export const commissionStatementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { handle, clock } = app.deps;

  signedInRoute(app, commissionStatementCall, {
    tags: ['Comissão'],
    summary:
      'Extrato de comissão: lançamentos do mês, previsão por mês de vencimento, comissão perdida e por cliente',
    handler: async (request) => {
      const reps = await request.scope.repsFor(repFilterOf(request.query));
      const { date } = request.query;
      return commissionStatementOf(handle.readDb, { reps, today: clock.today(), date });
    },
  });
};
