import { sql } from 'kysely';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const healthAnswer = z.object({ status: z.enum(['ok', 'unavailable']), database: z.string().optional() });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health/live',
    { schema: { tags: ['Saúde'], security: [], response: { 200: healthAnswer } } },
    async () => ({
      status: 'ok' as const,
    }),
  );

  app.get(
    '/health/ready',
    { schema: { tags: ['Saúde'], security: [], response: { 200: healthAnswer, 503: healthAnswer } } },
    async (_request, reply) => {
      try {
        await sql`select 1`.execute(app.deps.handle.db);
        return { status: 'ok' as const, database: app.deps.handle.kind };
      } catch {
        return reply.status(503).send({ status: 'unavailable' as const, database: app.deps.handle.kind });
      }
    },
  );
};
