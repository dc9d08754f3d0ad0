import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { bearerToken } from '../auth/token.ts';
import { lastImportRun } from '../db/import-runs.queries.ts';

export type MetricsOptions = {
  /** METRICS_TOKEN: GET /metrics answers only `Authorization: Bearer <token>`. Absent: no /metrics at all (404). */
  token?: string;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    /** Counts an import handed to this process (data-folder/import-hand-over.ts); a no-op without metrics. */
    recordImport: (ok: boolean) => void;
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Prometheus metrics at GET /metrics (docs/operations.md, "Monitoring"). prom-client's registry per app, so tests that
 * build many apps in one process count separately. Requests are labelled by their route's pattern, never the raw URL
 * (a customer's code in a path must not become a label), and anything without a route as `(sem rota)`.
 */
export const metricsPlugin = fp<MetricsOptions>(async (app: FastifyInstance, options) => {
  if (!options.token) {
    app.decorate('recordImport', () => undefined);
    return;
  }
  const expected = digest(options.token);
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'portal_' });

  const requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'Requisições respondidas, por método, rota e status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Tempo até a resposta, por método, rota e status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const cache = new Counter({
    name: 'portal_report_cache_requests_total',
    help: 'Chamadas de relatório pelo cache de respostas: hit (guardada), shared (esperou outra igual), miss',
    labelNames: ['result'],
    registers: [registry],
  });
  const imports = new Counter({
    name: 'portal_imports_total',
    help: 'Importações entregues a este processo (banco embutido), por resultado',
    labelNames: ['result'],
    registers: [registry],
  });
  const lastImport = new Gauge({
    name: 'portal_import_finished_timestamp_seconds',
    help: 'Quando terminou a última importação entregue a este processo, por resultado (ok, refused)',
    labelNames: ['result'],
    registers: [registry],
  });
  const { handle } = app.deps;
  new Gauge({
    name: 'portal_db_pool_connections',
    help: 'Conexões do pool do PostgreSQL: total, livres e pedidos esperando uma (o banco embutido tem uma só)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = handle.pool;
      this.set({ state: 'total' }, pool ? pool.totalCount : 1);
      this.set({ state: 'idle' }, pool ? pool.idleCount : 0);
      this.set({ state: 'waiting' }, pool ? pool.waitingCount : 0);
    },
  });
  new Gauge({
    name: 'portal_last_import_success_timestamp_seconds',
    help: 'Quando terminou a última importação concluída no banco (qualquer processo); 0 se nenhuma',
    registers: [registry],
    async collect() {
      const last = await lastImportRun(handle.db).catch(() => undefined);
      this.set(last ? last.finishedAt.getTime() / 1000 : 0);
    },
  });
  new Gauge({
    name: 'portal_last_import_rows',
    help: 'Linhas lidas pela última importação concluída no banco',
    registers: [registry],
    async collect() {
      const last = await lastImportRun(handle.db).catch(() => undefined);
      this.set(last ? last.rows : 0);
    },
  });

  app.decorate('recordImport', (ok: boolean) => {
    const result = ok ? 'ok' : 'refused';
    imports.inc({ result });
    lastImport.set({ result }, Date.now() / 1000);
  });

  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? '(sem rota)',
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    const cached = reply.getHeader('x-portal-cache');
    if (typeof cached === 'string') cache.inc({ result: cached });
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const token = bearerToken(request.headers.authorization);
    if (!token || !timingSafeEqual(digest(token), expected)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ message: 'Token de métricas ausente ou inválido.' });
    }
    return reply.header('content-type', registry.contentType).send(await registry.metrics());
  });
});
