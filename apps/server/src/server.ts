import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { makeClock } from './config/clock.ts';
import { NO_MAP_TILES } from './config/map-tiles.ts';
import { orderWebhookOf, type Env } from './config/env.ts';
import type { DatabaseHandle } from './db/connect.ts';
import { loadOrCreateSecret } from './auth/token.ts';
import { releasePendingDeliveries } from './domain/orders/order-deliveries.queries.ts';
import { builtContractVersion } from './plugins/contract-version.ts';

// Two levels up from this file in the sources (src/server.ts) and from the bundle (dist/main.mjs) alike.
export const webDistFolder = fileURLToPath(new URL('../../web/dist', import.meta.url));

// One level below apps/server in the sources (src/) and in the bundle (dist/) alike.
const packageVersion = (): string => {
  try {
    const text = readFileSync(fileURLToPath(new URL('../package.json', import.meta.url)), 'utf8');
    return (JSON.parse(text) as { version?: string }).version ?? 'desconhecida';
  } catch {
    return 'desconhecida';
  }
};

const loggerFor = (env: Env) =>
  process.stdout.isTTY
    ? {
        level: env.LOG_LEVEL,
        transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } },
      }
    : { level: env.LOG_LEVEL };

/** Builds the app from the environment and listens; SIGTERM/SIGINT stop accepting, finish in-flight requests, close the pool. */
export const startServer = async (env: Env, handle: DatabaseHandle): Promise<FastifyInstance> => {
  const webhook = orderWebhookOf(env);
  const app = await buildApp({
    handle,
    clock: makeClock(env.PORTAL_TODAY),
    jwtSecret: loadOrCreateSecret(env.JWT_SECRET, env.PORTAL_DATA_DIR),
    tokenTtl: env.TOKEN_TTL,
    sessionMaxDays: env.SESSION_MAX_DAYS,
    trustProxy: env.TRUST_PROXY,
    timeouts: {
      headersMs: env.HEADERS_TIMEOUT_MS,
      requestMs: env.REQUEST_TIMEOUT_MS,
      keepAliveMs: env.KEEP_ALIVE_TIMEOUT_MS,
    },
    webDist: webDistFolder,
    contractVersion: builtContractVersion,
    corsOrigins: env.CORS_ORIGINS?.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    logger: loggerFor(env),
    maxEventLoopDelayMs: handle.kind === 'postgres' ? 1000 : 0,
    reportCacheMb: env.PORTAL_REPORT_CACHE_MB,
    catalogCacheMb: env.PORTAL_CATALOG_CACHE_MB,
    checkinRadiusMeters: env.PORTAL_CHECKIN_RADIUS_M,
    companyName: env.PORTAL_COMPANY_NAME,
    admin: { version: packageVersion(), importMaxMb: env.PORTAL_IMPORT_MAX_MB },
    mapTiles: {
      tilesUrl: env.PORTAL_MAP_TILES === NO_MAP_TILES ? null : env.PORTAL_MAP_TILES,
      attribution: env.PORTAL_MAP_ATTRIBUTION,
    },
    ...(env.METRICS_TOKEN ? { metricsToken: env.METRICS_TOKEN } : {}),
    ...(webhook ? { orderWebhook: webhook } : {}),
  });
  if (!existsSync(join(webDistFolder, 'index.html')))
    app.log.warn({ webDist: webDistFolder }, 'app web não compilado: só a API será servida (npm run build)');
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'encerrando: terminando as requisições em andamento');
    try {
      await app.close();
      await handle.close();
    } finally {
      process.exit(0);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: env.PORT, host: env.HOST });
  // After listening: deliveries queued before a restart go out as soon as the server is back.
  if (app.deps.orderWebhook) app.deps.orderWebhook.start();
  else {
    const released = await releasePendingDeliveries(handle.db);
    if (released > 0)
      app.log.warn({ released }, 'webhook desligado: pedidos que aguardavam entrega voltam à exportação');
  }
  return app;
};
