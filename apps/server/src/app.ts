import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock } from './config/clock.ts';
import type { DatabaseHandle } from './db/connect.ts';
import { registerErrorHandling, sendNotFound } from './errors.ts';
import { answerSerializerCompiler } from './plugins/answer-serializer.ts';
import { authenticatePlugin } from './plugins/authenticate.ts';
import { deviceCookieSecret } from './auth/device-cookie.ts';
import { compressAnswersPlugin } from './plugins/compress-answers.ts';
import { contractVersionPlugin } from './plugins/contract-version.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { overloadPlugin } from './plugins/overload.ts';
import { reportCachePlugin } from './plugins/report-cache.ts';
import { catalogCache, type CatalogCache } from './modules/orders/catalog-cache.ts';
import { warmCatalogsAfterImport } from './modules/orders/catalog-warm.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { defaultMapTiles, type MapTiles } from './config/map-tiles.ts';
import { registerModules } from './modules/index.ts';
import { exportRegistry, type ExportRegistry } from './modules/integration/resources/export-registry.ts';
import { fastifyTrustProxy, type TrustProxy } from './config/trust-proxy.ts';
import { refuseNulPlugin } from './plugins/refuse-nul.ts';
import { DEFAULT_CHECKIN_RADIUS_METERS, DEFAULT_COMPANY_NAME } from './config/env.ts';
import { orderWebhook, type OrderWebhook, type OrderWebhookOptions } from './export/order-webhook.ts';

/** What Administração needs beyond the database (docs/operations.md, "Administração"). */
export type AdminSettings = {
  version: string;
  /** PORTAL_IMPORT_MAX_MB: the largest zip an administrator may upload. */
  importMaxMb: number;
  /** Where uploads are unpacked, each in its own private folder; the system's temporary folder when absent. */
  uploadFolder?: string;
};

export const defaultAdminSettings: AdminSettings = { version: '0.0.0', importMaxMb: 200 };

export type AppDeps = {
  handle: DatabaseHandle;
  clock: Clock;
  admin: AdminSettings;
  mapTiles: MapTiles;
  /** PORTAL_CHECKIN_RADIUS_M: metres beyond the accuracy before a visit is off-site (docs/domain.md §7). */
  checkinRadiusMeters: number;
  /** PORTAL_COMPANY_NAME: heads an order's PDF (docs/domain.md §8.4). */
  companyName: string;
  /** The catalog's answers, shared by every user of this process (modules/orders/catalog-cache.ts). */
  catalogCache: CatalogCache;
  /** Called by whoever ran an import in this process once it committed: prepares what the morning asks first. */
  afterImport: () => void;
  /** The integration API's exports running in this process, for the limit and for Sistema (docs/decisions/172). */
  exports: ExportRegistry;
  /**
   * PORTAL_ORDER_WEBHOOK_URL's deliveries (docs/domain.md §8.6): null without the URL. Built with the app and stopped
   * on its close; started by server.ts (and by a test that wants deliveries), so the other tests never send any.
   */
  orderWebhook: OrderWebhook | null;
};

export type AppConfig = Omit<
  AppDeps,
  | 'admin'
  | 'mapTiles'
  | 'checkinRadiusMeters'
  | 'catalogCache'
  | 'afterImport'
  | 'exports'
  | 'companyName'
  | 'orderWebhook'
> & {
  /** PORTAL_ORDER_WEBHOOK_URL and its secret (and, in tests, a faster clock and retry); no deliveries when absent. */
  orderWebhook?: OrderWebhookOptions;
  companyName?: string;
  admin?: AdminSettings;
  /** PORTAL_MAP_TILES and its attribution; OpenStreetMap's standard tiles when absent. */
  mapTiles?: MapTiles;
  checkinRadiusMeters?: number;
  jwtSecret: string;
  tokenTtl?: string;
  /** A session's absolute life from its sign-in, in days (SESSION_MAX_DAYS); 7 when absent. */
  sessionMaxDays?: number;
  /** Whose X-Forwarded-For to believe (TRUST_PROXY); nobody's when absent. */
  trustProxy?: TrustProxy;
  /** Folder of the built web app; served with SPA fallback when it exists. */
  webDist?: string;
  corsOrigins?: string[];
  logger?: FastifyServerOptions['logger'];
  bodyLimit?: number;
  /** Time to receive a request's headers, its whole request and an idle keep-alive's next one (docs/decisions/184). */
  timeouts?: Partial<ConnectionTimeouts>;
  maxInFlight?: number;
  /** 0 (default) turns the event-loop lag check off; server.ts sets it for PostgreSQL. */
  maxEventLoopDelayMs?: number;
  /** Memory for cached report answers, in MB (PORTAL_REPORT_CACHE_MB); 0 or absent turns the cache off. */
  reportCacheMb?: number;
  /** Memory for the catalog's shared answers, in MB (PORTAL_CATALOG_CACHE_MB); 16 when absent, 0 keeps none. */
  catalogCacheMb?: number;
  /** METRICS_TOKEN: serves GET /metrics to this bearer token; absent, there is no /metrics. */
  metricsToken?: string;
  /** Tests: also serialise every answer with zod and refuse one whose text differs (plugins/answer-serializer.ts). */
  compareAnswersWithZod?: boolean;
  /** The contracts the answers are checked against, sent with each (plugins/contract-version.ts); none when absent. */
  contractVersion?: string | null;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    deps: AppDeps;
  }
}

/** HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS and KEEP_ALIVE_TIMEOUT_MS (docs/operations.md). */
export type ConnectionTimeouts = { headersMs: number; requestMs: number; keepAliveMs: number };

export const defaultTimeouts: ConnectionTimeouts = {
  headersMs: 10_000,
  // Enough for the largest import (PORTAL_IMPORT_MAX_MB) on a modest office line.
  requestMs: 300_000,
  // Longer than the idle timeout of the usual proxies and load balancers, so they never reuse a socket we closed.
  keepAliveMs: 72_000,
};

/** Builds the whole app without listening, so tests use `app.inject()`. */
export const buildApp = async (config: AppConfig): Promise<FastifyInstance> => {
  const timeouts = { ...defaultTimeouts, ...config.timeouts };
  const headersTimeout = Math.min(timeouts.headersMs, timeouts.requestMs);
  const app = Fastify({
    http: {
      headersTimeout,
      // Node cuts a connection whose headers or request take too long only when it next looks: look often enough
      // that a cut comes close to its timeout.
      connectionsCheckingInterval: Math.max(50, Math.min(5_000, Math.floor(headersTimeout / 4))),
    },
    logger: config.logger ?? false,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    bodyLimit: config.bodyLimit ?? 256 * 1024,
    trustProxy: fastifyTrustProxy(config.trustProxy ?? false),
    routerOptions: { ignoreTrailingSlash: true },
    ajv: { customOptions: { coerceTypes: false } },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    answerSerializerCompiler({ compareWithZod: config.compareAnswersWithZod ?? false }),
  );
  const catalogs = catalogCache(config.catalogCacheMb ?? 16);
  app.decorate('deps', {
    handle: config.handle,
    clock: config.clock,
    admin: config.admin ?? defaultAdminSettings,
    mapTiles: config.mapTiles ?? defaultMapTiles,
    checkinRadiusMeters: config.checkinRadiusMeters ?? DEFAULT_CHECKIN_RADIUS_METERS,
    companyName: config.companyName ?? DEFAULT_COMPANY_NAME,
    catalogCache: catalogs,
    afterImport: () => warmCatalogsAfterImport(config.handle.readDb, catalogs, app.log),
    exports: exportRegistry(),
    orderWebhook: config.orderWebhook ? orderWebhook(config.handle.db, config.orderWebhook, app.log) : null,
  });
  app.addHook('onClose', async () => app.deps.orderWebhook?.stop());
  registerErrorHandling(app);

  // First, so its onResponse sees every request, the ones refused by the overload check included.
  await app.register(metricsPlugin, config.metricsToken ? { token: config.metricsToken } : {});
  await app.register(overloadPlugin, {
    maxInFlight: config.maxInFlight ?? 256,
    maxEventLoopDelayMs: config.maxEventLoopDelayMs ?? 0,
  });
  await app.register(securityHeadersPlugin, { mapTiles: config.mapTiles ?? defaultMapTiles });
  await app.register(refuseNulPlugin);
  await app.register(contractVersionPlugin, { version: config.contractVersion ?? null });
  // Before compression: its onSend must see the answer as text, and a cached answer is compressed like any other.
  await app.register(reportCachePlugin, { maxMb: config.reportCacheMb ?? 0 });
  // Reps are often on a weak mobile signal: compress answers (in one piece) and the app's files (streamed).
  await app.register(compressAnswersPlugin);
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyCors, {
    origin: config.corsOrigins && config.corsOrigins.length > 0 ? config.corsOrigins : false,
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Portal do Representante — API',
        version: '1.0.0',
        description:
          'Relatórios, clientes e rotas dos representantes comerciais. Autenticação: Bearer JWT de POST /api/login.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  // Only the sign-in's device cookie (auth/device-cookie.ts); the API itself authenticates by the bearer token.
  await app.register(fastifyCookie, { secret: deviceCookieSecret(config.jwtSecret) });
  await app.register(authenticatePlugin, {
    secret: config.jwtSecret,
    tokenTtl: config.tokenTtl ?? '12h',
    sessionMaxSeconds: (config.sessionMaxDays ?? 7) * 86_400,
    readDataVersion: (config.reportCacheMb ?? 0) > 0 && config.handle.readDb === config.handle.db,
  });

  await registerModules(app);
  // Signed-in users only: the document maps every call and field of the API, which is no one else's business.
  app.get('/api/docs/json', { schema: { hide: true }, onRequest: app.authenticate }, async () =>
    app.swagger(),
  );

  const serveWeb = Boolean(config.webDist && existsSync(join(config.webDist, 'index.html')));
  if (serveWeb && config.webDist) {
    // preCompressed: the build's .br and .gz copies of each file (docs/decisions/178), the file itself when there are none;
    // Vary, so that a cache between the server and the phone never hands the brotli copy to a browser that did not ask.
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: ['index.html'],
      preCompressed: true,
      setHeaders: (response) => response.setHeader('vary', 'accept-encoding'),
    });
  }
  app.setNotFoundHandler(sendNotFound);
  if (serveWeb) {
    // Client-side routes (/charts, /wallet…) get the app; unknown API paths and missing files keep their 404, and so
    // does /metrics without METRICS_TOKEN (docs/operations.md, "Monitoring"): a scraper must not read a page as 200.
    // A route rather than the not-found handler, so compression and every other hook apply.
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      const isPage =
        !path.startsWith('/api') &&
        !path.startsWith('/health') &&
        !/^\/metrics(\/|$)/.test(path) &&
        !/\.[a-z0-9]+$/i.test(path);
      if (!isPage) return sendNotFound(request, reply);
      return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
    });
  }
  return app;
};
