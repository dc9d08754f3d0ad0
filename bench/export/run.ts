// Export benchmark: POST /api/v1/<resource>/export over real HTTP against the real app, reading the whole file
// while sampling the process RSS, to show the export streams from a database cursor with bounded memory.
// See bench/export/README.md.
//
//   DATABASE_URL=postgres://root@127.0.0.1:5432/bench_export npx tsx bench/export/run.ts --format csv
//   npx tsx bench/export/run.ts --pglite /tmp/portal-bench/pglite-demo-2025-09-30 --format xlsx
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { EXPORT_TOTAL_HEADER, type ResourceName, type SearchCondition } from '@portal/contracts';
import { buildApp } from '../../apps/server/src/app.ts';
import { makeClock } from '../../apps/server/src/config/clock.ts';
import { openDatabase } from '../../apps/server/src/db/connect.ts';
import { parseSort } from '../../apps/server/src/modules/integration/resources/resource-conditions.ts';
import { resourceDefinitions } from '../../apps/server/src/modules/integration/resources/resource-definitions.ts';
import { openResourceRows } from '../../apps/server/src/modules/integration/resources/resources.queries.ts';

const { values: args } = parseArgs({
  options: {
    'database-url': {
      type: 'string',
      default: process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/bench_export',
    },
    pglite: { type: 'string' },
    resource: { type: 'string', default: 'orders' },
    format: { type: 'string', default: 'csv' },
    username: { type: 'string', default: 'ADMIN' },
    password: { type: 'string', default: 'ADMIN123' },
    body: { type: 'string', default: '{}' },
    today: { type: 'string', default: '2025-09-30' },
  },
});
const log = (line: string) => process.stdout.write(`${line}\n`);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const handle = args.pglite
  ? await openDatabase({ dataDir: args.pglite })
  : await openDatabase({ databaseUrl: args['database-url'], dataDir: '', statementTimeoutMs: 600_000 });
const app = await buildApp({
  handle,
  clock: makeClock(args.today),
  jwtSecret: 'segredo-do-benchmark-com-mais-de-32-caracteres',
});
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const login = await fetch(`${base}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: args.username, password: args.password }),
});
if (!login.ok) throw new Error(`login falhou: ${login.status} ${await login.text()}`);
const token = (await login.json()) as string;

global.gc?.();
const baseline = process.memoryUsage().rss;
let peak = baseline;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 50);

const started = performance.now();
let firstByteMs = 0;
let bytes = 0;
let lines = 0;
let totalHeader = '';
const status = await new Promise<number>((resolve, reject) => {
  // No accept-encoding: the bench times the cursor and the file writer, not brotli.
  const req = request(
    `${base}/api/v1/${args.resource}/export`,
    { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } },
    (res) => {
      totalHeader = String(res.headers[EXPORT_TOTAL_HEADER] ?? '');
      res.on('data', (chunk: Buffer) => {
        if (bytes === 0) firstByteMs = performance.now() - started;
        bytes += chunk.length;
        for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1;
      });
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    },
  );
  req.on('error', reject);
  req.end(JSON.stringify({ ...(JSON.parse(args.body) as object), format: args.format }));
});
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
// What the export does before its first byte, timed alone after it (warm caches, as the export's own was): the
// count and, on PostgreSQL, the cursor's transaction and DECLARE (docs/decisions/172).
const search = JSON.parse(args.body) as {
  conditions?: SearchCondition[];
  join?: 'and' | 'or';
  sort?: string;
};
const definition = resourceDefinitions[args.resource as ResourceName];
const openStarted = performance.now();
const opened = await openResourceRows(handle, definition, {
  reps: null,
  conditions: search.conditions ?? [],
  join: search.join ?? 'and',
  sort: parseSort(definition, search.sort),
});
const openMs = performance.now() - openStarted;
await opened.close();

await app.close();
await handle.close();

// CSV: one line per row after the header. xlsx is zipped: count the rows in the database instead.
const rows = args.format === 'csv' ? lines - 1 : undefined;
log(`export ${args.resource} ${args.format} (${args.pglite ? 'PGlite' : 'PostgreSQL'}): HTTP ${status}`);
log(
  `  ${rows === undefined ? '' : `${rows.toLocaleString('pt-BR')} linhas, `}${mb(bytes)} em ${seconds.toFixed(1)} s` +
    (rows === undefined ? '' : ` → ${Math.round(rows / seconds).toLocaleString('pt-BR')} linhas/s`) +
    `; primeiro byte em ${firstByteMs.toFixed(0)} ms`,
);
log(`  RSS: início ${mb(baseline)}, pico ${mb(peak)} (+${mb(peak - baseline)})`);
log(
  `  ${EXPORT_TOTAL_HEADER}: ${totalHeader}${rows === undefined ? '' : rows === Number(totalHeader) ? ' (= linhas)' : ` (≠ ${rows} linhas)`}; ` +
    `a contagem (e o cursor) sozinha, depois: ${openMs.toFixed(0)} ms = ${((openMs / 1000 / seconds) * 100).toFixed(1)}% da exportação`,
);
