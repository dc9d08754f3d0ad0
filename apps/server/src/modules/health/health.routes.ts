import { healthAnswer, liveCall, readyCall } from '@portal/contracts';
import { routeOf } from '../../route-of.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { databaseAnswers } from './health.queries.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(liveCall, { tags: ['Saúde'], security: [] }),
    handler: async () => ({
      status: 'ok' as const,
    }),
  });

  app.route({
    ...routeOf(readyCall, { tags: ['Saúde'], security: [], errors: { 503: healthAnswer } }),
    handler: async (_request, reply) => {
      // A process refusing new requests is not ready: the load balancer sends them elsewhere meanwhile.
      if (app.overloaded())
        return reply.status(503).send({ status: 'unavailable' as const, database: app.deps.handle.kind });
      try {
        await databaseAnswers(app.deps.handle.db);
        return { status: 'ok' as const, database: app.deps.handle.kind };
      } catch {
        return reply.status(503).send({ status: 'unavailable' as const, database: app.deps.handle.kind });
      }
    },
  });
};
