import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

// Helmet's headers on every answer. @fastify/helmet called helmet(options) inside its onRequest hook, so each
// request parsed the options and the CSP directives again: 0.17 ms of every call in a CPU profile of
// reports/canceled-orders on large, a tenth of what the API adds to its SQL. The middleware is built once here and
// run on the raw response, which is what that plugin did with the one it built per request.

const contentSecurityPolicy = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // PrimeReact positions overlays with inline style attributes.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    // Off: a company may serve the portal over plain HTTP on its LAN, where upgrading requests would break it.
    upgradeInsecureRequests: null,
  },
};

/** Helmet's options for the portal (bench/api/answer-overhead.ts times building them once against per request). */
export const securityHeaderOptions = {
  contentSecurityPolicy,
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'same-origin' },
  crossOriginEmbedderPolicy: false,
} as const;

export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const setHeaders = helmet(securityHeaderOptions);
  app.addHook('onRequest', (request, reply, done) => {
    // Helmet 8 throws its errors (at build time, above) and calls next with nothing.
    setHeaders(request.raw, reply.raw, () => done());
  });
});
