import type { FastifyInstance, FastifyRequest } from 'fastify';
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
    /** Hands this request's answer (undefined when it is not one to keep) to the identical calls waiting on it. */
    shareAnswer?: (payload: string | undefined) => void;
  }
}

/**
 * Answers of authenticated GET /api/v1 calls, kept per user and keyed by the data version, the business date and
 * the exact URL (docs/decisions/032-report-answer-cache.md). The data version moves in the same transaction as any
 * write, so an answer is never served after its data changed, in this process or any other on the same database.
 * Only 200 answers serialised as text are kept (never streamed exports); a hit skips the SQL and the serialisation,
 * not the token check nor the compression. An identical call that arrives while the first is being computed waits
 * for that answer instead of computing it again (a page opened twice, a burst after an import emptied the cache).
 */
export const reportCachePlugin = fp<ReportCacheOptions>(async (app: FastifyInstance, options) => {
  if (options.maxMb <= 0) return;
  const answers = new LRUCache<string, string>({
    maxSize: options.maxMb * 1024 * 1024,
    // JS strings of JSON are mostly one byte per character in the heap (Latin-1 representation).
    sizeCalculation: (payload, key) => payload.length + key.length,
  });
  // Answers being computed now, by key: the first request computes, identical ones wait for its payload.
  const inFlight = new Map<string, Promise<string | undefined>>();

  const computeFor = (request: FastifyRequest, key: string): void => {
    let share: (payload: string | undefined) => void = () => undefined;
    const answer = new Promise<string | undefined>((resolve) => {
      share = resolve;
    });
    inFlight.set(key, answer);
    request.reportCacheKey = key;
    request.shareAnswer = (payload) => {
      request.shareAnswer = undefined;
      // Several waiters left without an answer each compute: only the latest holds the key.
      if (inFlight.get(key) === answer) inFlight.delete(key);
      share(payload);
    };
  };

  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET' || !request.scope || !request.url.startsWith('/api/v1/')) return;
    // Read with the user when reports read the same database (plugins/auth.ts); from the replica otherwise, so an
    // answer is never keyed by a version newer than the data it was computed from.
    const version = request.dataVersion ?? (await currentDataVersion(app.deps.handle.readDb));
    const key = `${version}|${app.deps.clock.today()}|${request.scope.principal.id}|${request.url}`;
    let cached = answers.get(key);
    let source = 'hit';
    if (cached === undefined) {
      const computing = inFlight.get(key);
      // Nothing kept from the first (an error, a stream): this one computes its own answer.
      if (computing) [cached, source] = [await computing, 'shared'];
    }
    if (cached === undefined) {
      computeFor(request, key);
      return;
    }
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('x-portal-cache', source)
      .send(cached);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.reportCacheKey === undefined || reply.statusCode !== 200 || typeof payload !== 'string') {
      request.shareAnswer?.(undefined);
      return payload;
    }
    answers.set(request.reportCacheKey, payload);
    request.shareAnswer?.(payload);
    reply.header('x-portal-cache', 'miss');
    return payload;
  });
  // A request that ends without sending (the client left) must not leave the others waiting.
  app.addHook('onResponse', async (request) => request.shareAnswer?.(undefined));
  app.addHook('onRequestAbort', async (request) => request.shareAnswer?.(undefined));
});
