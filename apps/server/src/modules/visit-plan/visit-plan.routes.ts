import { authenticatedCallErrors, visitPlanAnswer, visitPlanCall, visitPlanQuery } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../errors.ts';
import { monthOf } from '../../domain/months/month.ts';
import { visitPlanOf } from './visit-plan.ts';

export const visitPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  const { handle, clock } = app.deps;

  app.route({
    ...visitPlanCall,
    onRequest: app.authenticate,
    schema: {
      tags: ['Visitas'],
      summary:
        'Plano de Visitas: clientes da rota ou das cidades com os motivos da visita, a pontuação e a última visita',
      querystring: visitPlanQuery,
      response: { 200: visitPlanAnswer, ...authenticatedCallErrors },
    },
    handler: async (request) => {
      const { representativeId, route, cities } = request.query;
      // Without either the plan would be every customer in scope: not a day's trip (docs/domain.md §5.1).
      if (route === undefined && (cities === undefined || cities.length === 0))
        throw badRequest('Informe a rota ou as cidades', 'route');
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
