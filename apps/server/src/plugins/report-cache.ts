import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { currentDataVersion } from '../db/data-version.queries.ts';

export type ReportCacheOptions = {
  /** Memory for cached answers, in MB; 0 turns the cache off. */
  maxMb: number;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyRequest {
    reportCacheKey?: string;
  }
}

/**
 * Answers of authenticated GET /api/v1 calls, kept per user and keyed by the data version, the business date and
 * the exact URL (docs/decisions/032-report-answer-cache.md). The data version moves in the same transaction as any
 * write, so an answer is never served after its data changed, in this process or any other on the same database.
 * Only 200 answers serialised as text are kept (never streamed exports); a hit skips the SQL and the serialisation,
 * not the token check nor the compression.
 */
export const reportCachePlugin = fp<ReportCacheOptions>(async (app: FastifyInstance, options) => {
  if (options.maxMb <= 0) return;
  const answers = new LRUCache<string, string>({
    maxSize: options.maxMb * 1024 * 1024,
    // JS strings of JSON are mostly one byte per character in the heap (Latin-1 representation).
    sizeCalculation: (payload, key) => payload.length + key.length,
  });

  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET' || !request.scope || !request.url.startsWith('/api/v1/')) return;
    // Read with the user when reports read the same database (plugins/auth.ts); from the replica otherwise, so an
    // answer is never keyed by a version newer than the data it was computed from.
    const version = request.dataVersion ?? (await currentDataVersion(app.deps.handle.readDb));
    const key = `${version}|${app.deps.clock.today()}|${request.scope.principal.id}|${request.url}`;
    const cached = answers.get(key);
    if (cached === undefined) {
      request.reportCacheKey = key;
      return;
    }
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('x-portal-cache', 'hit')
      .send(cached);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.reportCacheKey === undefined || reply.statusCode !== 200 || typeof payload !== 'string')
      return payload;
    answers.set(request.reportCacheKey, payload);
    reply.header('x-portal-cache', 'miss');
    return payload;
  });
});
