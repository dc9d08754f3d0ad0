import { promisify } from 'node:util';
import { gunzipSync, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { currentDataVersion } from '../db/data-version.queries.ts';
import { acceptsGzip, varyOnEncoding } from './content-encoding.ts';

const gzipAsync = promisify(gzip);

export type ReportCacheOptions = {
  /** Memory for cached answers, in MB; 0 turns the cache off. */
  maxMb: number;
};

/** A kept answer: its JSON, gzipped. */
type Kept = Buffer;

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyRequest {
    reportCacheKey?: string;
    /** Hands this request's answer (undefined when it is not one to keep) to the identical calls waiting on it. */
    shareAnswer?: (kept: Kept | undefined) => void;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyContextConfig {
    /** false: never kept, for answers that change without the data version (the import history, sign-in state). */
    answerCache?: boolean;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    /** What the answer cache holds now, for Sistema; null when it is off. */
    answerCacheUse: () => { usedBytes: number; maxBytes: number; answers: number; waiting: number } | null;
  }
}

/** Sends a kept answer as it is to a client that takes gzip, unzipped to one that does not. */
const sendKept = (request: FastifyRequest, reply: FastifyReply, kept: Kept) => {
  reply.header('content-type', 'application/json; charset=utf-8');
  varyOnEncoding(reply);
  if (acceptsGzip(request.headers['accept-encoding']))
    return reply.header('content-encoding', 'gzip').send(kept);
  return reply.send(gunzipSync(kept).toString('utf8'));
};

/**
 * Answers of authenticated GET /api/v1 calls, kept per user and keyed by the data version, the business date and
 * the exact URL (docs/decisions/035-report-answer-cache.md). The data version moves in the same transaction as any
 * write, so an answer is never served after its data changed, in this process or any other on the same database.
 * Only 200 answers serialised as text are kept (never streamed exports); a hit skips the SQL and the serialisation,
 * not the token check. An identical call that arrives while the first is being computed waits for that answer instead
 * of computing it again (a page opened twice, a burst after an import emptied the cache).
 *
 * Answers are kept gzipped: a rep's answers are large JSON texts (Duplicatas above all), so held as text a company's
 * worth of reps would evict each other; compressed, many times more fit.
 * A client that takes gzip (every browser) gets the kept bytes as they are, with no compression per hit; the call
 * that computes an answer sends the same bytes, so compression runs once per answer, off the event loop.
 */
export const reportCachePlugin = fp<ReportCacheOptions>(async (app: FastifyInstance, options) => {
  if (options.maxMb <= 0) {
    app.decorate('answerCacheUse', () => null);
    return;
  }
  const answers = new LRUCache<string, Kept>({
    maxSize: options.maxMb * 1024 * 1024,
    sizeCalculation: (kept, key) => kept.length + key.length,
  });
  app.decorate('answerCacheUse', () => ({
    usedBytes: answers.calculatedSize,
    maxBytes: answers.maxSize,
    answers: answers.size,
    waiting,
  }));
  // Answers being computed now, by key: the first request computes, identical ones wait for its answer.
  const inFlight = new Map<string, Promise<Kept | undefined>>();
  let waiting = 0;

  const computeFor = (request: FastifyRequest, key: string): void => {
    let share: (kept: Kept | undefined) => void = () => undefined;
    const answer = new Promise<Kept | undefined>((resolve) => {
      share = resolve;
    });
    inFlight.set(key, answer);
    request.reportCacheKey = key;
    request.shareAnswer = (kept) => {
      request.shareAnswer = undefined;
      // Several waiters left without an answer each compute: only the latest holds the key.
      if (inFlight.get(key) === answer) inFlight.delete(key);
      share(kept);
    };
  };

  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET' || !request.scope || !request.url.startsWith('/api/v1/')) return;
    if (request.routeOptions.config.answerCache === false) return;
    // Read with the user when reports read the same database (plugins/authenticate.ts); from the replica otherwise, so an
    // answer is never keyed by a version newer than the data it was computed from.
    const version = request.dataVersion ?? (await currentDataVersion(app.deps.handle.readDb));
    const key = `${version}|${app.deps.clock.today()}|${request.scope.principal.id}|${request.url}`;
    let cached = answers.get(key);
    let source = 'hit';
    if (cached === undefined) {
      const computing = inFlight.get(key);
      // Nothing kept from the first (an error, a stream): this one computes its own answer.
      if (computing) {
        waiting += 1;
        try {
          [cached, source] = [await computing, 'shared'];
        } finally {
          waiting -= 1;
        }
      }
    }
    if (cached === undefined) {
      computeFor(request, key);
      return;
    }
    reply.header('x-portal-cache', source);
    return sendKept(request, reply, cached);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.reportCacheKey === undefined || reply.statusCode !== 200 || typeof payload !== 'string') {
      request.shareAnswer?.(undefined);
      return payload;
    }
    const kept = await gzipAsync(payload);
    answers.set(request.reportCacheKey, kept);
    request.shareAnswer?.(kept);
    reply.header('x-portal-cache', 'miss');
    varyOnEncoding(reply);
    if (!acceptsGzip(request.headers['accept-encoding'])) return payload;
    // Already compressed: @fastify/compress, registered after this plugin, leaves it as it is.
    reply.header('content-encoding', 'gzip');
    return kept;
  });
  // A request that ends without sending (the client left) must not leave the others waiting.
  app.addHook('onResponse', async (request) => request.shareAnswer?.(undefined));
  app.addHook('onRequestAbort', async (request) => request.shareAnswer?.(undefined));
});
