import { healthAnswer, liveCall, readyCall } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { databaseAnswers } from './health.queries.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...liveCall,
    schema: { tags: ['Saúde'], security: [], response: { 200: healthAnswer } },
    handler: async () => ({
      status: 'ok' as const,
    }),
  });

  app.route({
    ...readyCall,
    schema: { tags: ['Saúde'], security: [], response: { 200: healthAnswer, 503: healthAnswer } },
    handler: async (_request, reply) => {
      try {
        await databaseAnswers(app.deps.handle.db);
        return { status: 'ok' as const, database: app.deps.handle.kind };
      } catch {
        return reply.status(503).send({ status: 'unavailable' as const, database: app.deps.handle.kind });
      }
    },
  });
};
