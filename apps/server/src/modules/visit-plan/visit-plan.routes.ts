import { visitPlanCall } from '@portal/contracts';
import { signedInRoute } from '../../route-of.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { monthOf } from '../../domain/months/month.ts';
import { visitPlanOf } from './visit-plan.ts';

export const visitPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  const { handle, clock } = app.deps;

  signedInRoute(app, visitPlanCall, {
    tags: ['Visitas'],
    summary:
      'Plano de Visitas: clientes da rota ou das cidades com os motivos da visita, a pontuação e a última visita',
    handler: async (request) => {
      const { representativeId, route, cities } = request.query;
      const today = clock.today();
      const reps = await request.scope.repsFor({ representativeId });
      const customers = await visitPlanOf(handle.readDb, {
        today,
        month: monthOf(today),
        reps,
        route,
        cities,
      });
      return { month: today.slice(0, 7), customers };
    },
  });
};
