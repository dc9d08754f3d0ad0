import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { defaultMapTiles, mapTilesImageSource, type MapTiles } from '../config/map-tiles.ts';

// Helmet's headers on every answer, its middleware built once: @fastify/helmet called helmet(options) inside its
// onRequest hook, so each request parsed the options and the CSP directives again (0.17 ms of every call in a CPU
// profile of reports/canceled-orders on large).
//
// Two sets (docs/decisions/034-api-answer-headers.md). The web app's pages and files get the whole set: a browser
// renders them. An API answer is data a browser never renders as a page: it gets what the OWASP REST Security Cheat
// Sheet asks of an API (nothing may load or frame it, no type sniffing, HTTPS kept, never stored by a cache) and not
// the page-only headers, ~460 bytes of every answer that a rep on a weak mobile signal would download for nothing.

const contentSecurityPolicy = (tileSource: string | null) => ({
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // PrimeReact positions overlays with inline style attributes.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // The maps' tiles come from the host the company configures (PORTAL_MAP_TILES), and from no other.
    imgSrc: ["'self'", 'data:', ...(tileSource ? [tileSource] : [])],
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
});

/** Helmet's options for the web app's pages and files, the tiles' host allowed as images. */
export const pageSecurityHeaderOptions = (mapTiles: MapTiles) =>
  ({
    contentSecurityPolicy: contentSecurityPolicy(mapTilesImageSource(mapTiles)),
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  }) as const;

/** The pages' options with the default tiles (bench/api/answer-overhead.ts times building them once). */
export const securityHeaderOptions = pageSecurityHeaderOptions(defaultMapTiles);

/** Helmet's options for API answers: the headers that matter to data, none of the page-only ones. */
export const apiSecurityHeaderOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  frameguard: { action: 'deny' },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  dnsPrefetchControl: false,
  ieNoOpen: false,
  permittedCrossDomainPolicies: false,
  xssFilter: false,
} as const;

/** Paths whose answers are data (the API, its OpenAPI document, the health checks), not the web app. */
export const isApiPath = (url: string): boolean =>
  url.startsWith('/api/') || url === '/api' || url.startsWith('/health/') || url === '/health';

export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: { mapTiles: MapTiles }) => {
  const setPageHeaders = helmet(pageSecurityHeaderOptions(options.mapTiles));
  const setApiHeaders = helmet(apiSecurityHeaderOptions);
  app.addHook('onRequest', (request, reply, done) => {
    // Helmet 8 throws its errors (at build time, above) and calls next with nothing.
    if (!isApiPath(request.url)) return setPageHeaders(request.raw, reply.raw, () => done());
    // Signed-in users' data: not kept by the browser's HTTP cache or any proxy. The web app's offline copy is its
    // own (the service worker's cache, emptied at sign-out), which does not follow this header.
    reply.header('cache-control', 'no-store');
    setApiHeaders(request.raw, reply.raw, () => done());
  });
});
