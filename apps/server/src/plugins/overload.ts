import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type OverloadOptions = {
  /** Requests being worked on at once beyond which new ones get 503 at once instead of queueing behind the pool. */
  maxInFlight: number;
  /**
   * Event-loop lag past which new requests get 503; 0 turns the check off. Off on PGlite, whose queries run on the
   * event loop itself (a long report *is* lag), and in tests, where a busy CI machine lags for its own reasons.
   */
  maxEventLoopDelayMs: number;
};

const OVERLOADED = 'Servidor sobrecarregado no momento. Tente novamente em alguns segundos.';

/**
 * Answers 503 early under overload (event loop lag or too many requests being worked on) rather than queueing
 * forever. A request counts from preHandler, once its body has arrived: one still being sent costs this process a
 * socket, not a place in the queue, so clients that send slowly cannot refuse everybody else (docs/decisions/184).
 */
export const overloadPlugin = fp<OverloadOptions>(async (app: FastifyInstance, options) => {
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    // under-pressure samples only when a threshold is set; 0 disables it.
    retryAfter: 5,
    pressureHandler: (_request, reply) => {
      void reply
        .status(503)
        .header('retry-after', '5')
        .send({ error: { code: 'UNAVAILABLE', message: OVERLOADED } });
    },
  });

  let inFlight = 0;
  app.decorate('overloaded', () => inFlight >= options.maxInFlight || app.isUnderPressure());
  app.addHook('preHandler', async (request, reply) => {
    if (request.url.startsWith('/health')) return;
    if (inFlight >= options.maxInFlight) {
      return reply
        .status(503)
        .header('retry-after', '2')
        .send({ error: { code: 'UNAVAILABLE', message: OVERLOADED } });
    }
    inFlight += 1;
    request.countedInFlight = true;
  });
  const release = async (request: { countedInFlight?: boolean }) => {
    if (request.countedInFlight) {
      request.countedInFlight = false;
      inFlight -= 1;
    }
  };
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
});

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyRequest {
    countedInFlight?: boolean;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    /** True while new requests would be refused with 503: readiness says so to the load balancer. */
    overloaded: () => boolean;
  }
}
