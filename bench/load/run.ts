// bench/load: autocannon against a real portal process, over a mix of report calls of many reps.
// Usage: tsx bench/load/run.ts [--database-url postgres://…] [--duration 60] [--connections 100]
// The database must already hold data (npm run portal -- import <folder>); the portal is started here with
// PORTAL_DEMO=0 as a separate process, so the load generator and the server do not share one event loop.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { seededRandom } from '../api/stats.ts';
import { SERVER_NODE_FLAGS } from '../../apps/server/src/config/node-flags.ts';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '100' },
    reps: { type: 'string', default: '12' },
    today: { type: 'string' },
    port: { type: 'string', default: '3199' },
    // Memory for the answer cache (PORTAL_REPORT_CACHE_MB); 0 measures every call computed.
    'cache-mb': { type: 'string', default: '64' },
  },
});

const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const env = {
  ...process.env,
  PORT: String(port),
  PORTAL_DEMO: '0',
  LOG_LEVEL: 'warn',
  JWT_SECRET: 'segredo-do-benchmark-de-carga-com-32-caracteres',
  PORTAL_REPORT_CACHE_MB: values['cache-mb'],
  ...(values['database-url'] ? { DATABASE_URL: values['database-url'] } : {}),
  ...(values['data-dir'] ? { PORTAL_DATA_DIR: values['data-dir'] } : {}),
  ...(values.today ? { PORTAL_TODAY: values.today } : {}),
};

// Node itself (not npx): SIGTERM then reaches the server, which would otherwise outlive the run holding stderr open.
const server = spawn(
  process.execPath,
  [...SERVER_NODE_FLAGS, '--import', 'tsx', 'apps/server/src/cli/main.ts', 'serve'],
  {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

const waitReady = async () => {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${base}/health/ready`)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(500);
  }
  throw new Error('o portal não ficou pronto em 60 s');
};

const login = async (username: string, password: string): Promise<string | undefined> => {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return response.ok ? ((await response.json()) as string) : undefined;
};

const monthStart = (today: string) => `${today.slice(0, 8)}01`;

const main = async () => {
  await waitReady();
  const today = values.today ?? new Date().toISOString().slice(0, 10);
  const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4, 8)}01`;
  const calls: { path: string; headers: Record<string, string> }[] = [];
  const repCount = Number(values.reps);
  for (let rep = 1; rep <= repCount; rep += 1) {
    const token = await login(`REP${rep}`, 'REP123');
    if (!token) continue;
    // As a browser asks (over HTTPS; over plain HTTP Chromium leaves br out): autocannon reads the bytes, unzipping none.
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' };
    const paths = [
      `/api/v1/goal-sales/get-by?date=${today}`,
      `/api/v1/goal-revenues/get-by?date=${today}`,
      `/api/v1/wallet/get-by`,
      `/api/v1/commission/get-by?date=${today}`,
      `/api/v1/non-payment/get-by`,
      `/api/v1/customer/served?date=${today}`,
      `/api/v1/reports/wallet`,
      `/api/v1/reports/duplicates`,
      `/api/v1/reports/billed?initialBilling=${monthStart(today)}&finalBilling=${today}`,
      `/api/v1/customer/sale-frequency?initialIssueDate=${yearAgo}&finalIssueDate=${today}`,
      `/api/v1/routes`,
    ];
    for (const path of paths) calls.push({ path, headers });
  }
  if (calls.length === 0)
    throw new Error('nenhum login REP<n>/REP123 funcionou: confira os dados importados');
  // Each request is any of the calls at random (seeded), not every connection walking the same list in step: users
  // do not all open the same screen of the same rep at the same moment.
  const next = seededRandom(42);
  const result = await autocannon({
    url: base,
    connections: Number(values.connections),
    duration: Number(values.duration),
    requests: [
      {
        setupRequest: (request) => {
          const call = calls[Math.floor(next() * calls.length)]!;
          return {
            ...request,
            method: 'GET',
            path: call.path,
            headers: { ...request.headers, ...call.headers },
          };
        },
      },
    ],
  });
  const errors = result.errors + result.timeouts;
  const non2xx = result.non2xx;
  process.stdout.write(
    [
      `carga: ${values.connections} conexões, ${values.duration} s, ${calls.length} chamadas distintas de ${repCount} representantes, cache de respostas ${values['cache-mb'] === '0' ? 'desligado' : `${values['cache-mb']} MB`}`,
      `vazão: ${result.requests.average.toFixed(0)} req/s (total ${result.requests.total})`,
      `latência: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, máx ${result.latency.max} ms`,
      `erros: ${errors}, respostas não-2xx: ${non2xx}`,
      `meta: 0 erros, 0 não-2xx, p99 ≤ 500 ms → ${errors === 0 && non2xx === 0 && result.latency.p99 <= 500 ? 'OK' : 'NÃO ATINGIDA'}`,
    ].join('\n') + '\n',
  );
  stop();
};

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  stop();
  process.exitCode = 1;
});
