// Report reads through Kysely with pg called the way Kysely calls it (pg's own promises) against the way the portal
// calls it (db/kysely-pool.ts: callbacks, the promise made outside pg). Same pool, same query functions, same rep;
// each way in a process of its own (a young generation full of survivors would slow the other), twice, alternating,
// with the server's Node flags. Prints per-call p50/p95 and what the young-generation collections cost.
//
//   npx tsx bench/api/query-retention.ts --scale large      (PostgreSQL at DATABASE_URL or 127.0.0.1:5432/test)
import { spawnSync } from 'node:child_process';
import { performance, PerformanceObserver, constants as perfConstants } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Kysely, PostgresDialect } from 'kysely';
import { SERVER_NODE_FLAGS } from '../../apps/server/src/config/node-flags.ts';
import type { Database } from '../../apps/server/src/db/database.ts';
import { canceledOrderGridRowsOf } from '../../apps/server/src/modules/reports/canceled-orders.queries.ts';
import { walletGridRowsOf } from '../../apps/server/src/domain/order-grids/wallet-grid.queries.ts';
import { datasetArgs, openDatasetOf } from './dataset.ts';
import { percentile } from './stats.ts';

const { values: args } = parseArgs({
  options: {
    ...datasetArgs,
    calls: { type: 'string', default: '3000' },
    child: { type: 'string' },
  },
});
const log = (line: string) => process.stdout.write(`${line}\n`);
const ways = ['promessas do pg (como o Kysely chama)', 'callbacks (db/kysely-pool.ts)'] as const;
type Figures = {
  p50: number;
  p95: number;
  scavenges: number;
  meanPauseMs: number;
  pausedMsPerCall: number;
};

const timeReads = async (way: number): Promise<Record<string, Figures>> => {
  const handle = await openDatasetOf(args, () => undefined);
  if (!handle.pool) throw new Error('query-retention: precisa do PostgreSQL');
  const db =
    way === 0 ? new Kysely<Database>({ dialect: new PostgresDialect({ pool: handle.pool }) }) : handle.readDb;
  const today = args.today;
  const reads = {
    'reports/wallet': () => walletGridRowsOf(db, { reps: [7] }),
    'reports/canceled-orders': () => canceledOrderGridRowsOf(db, { reps: [7], today }),
  };
  const figures: Record<string, Figures> = {};
  for (const [name, read] of Object.entries(reads)) {
    for (let call = 0; call < 300; call += 1) await read(); // warm the code and the plans
    const pauses: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const kind = (entry as { detail?: { kind?: number } }).detail?.kind;
        if (kind === perfConstants.NODE_PERFORMANCE_GC_MINOR) pauses.push(entry.duration);
      }
    });
    observer.observe({ entryTypes: ['gc'] });
    const times: number[] = [];
    for (let call = 0; call < Number(args.calls); call += 1) {
      const started = performance.now();
      await read();
      times.push(performance.now() - started);
    }
    await new Promise((resolve) => setTimeout(resolve, 50)); // let the last gc entries arrive
    observer.disconnect();
    const paused = pauses.reduce((sum, pause) => sum + pause, 0);
    figures[name] = {
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      scavenges: pauses.length,
      meanPauseMs: pauses.length > 0 ? paused / pauses.length : 0,
      pausedMsPerCall: paused / times.length,
    };
  }
  await handle.close();
  return figures;
};

if (args.child !== undefined) {
  log(JSON.stringify(await timeReads(Number(args.child))));
} else {
  const script = fileURLToPath(import.meta.url);
  const runWay = (way: number): Record<string, Figures> => {
    const run = spawnSync(
      process.execPath,
      [...SERVER_NODE_FLAGS, '--import', 'tsx', script, '--child', String(way), ...process.argv.slice(2)],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const last = run.stdout.trim().split('\n').at(-1);
    if (run.status !== 0 || !last)
      throw new Error(`query-retention: o processo filho falhou (${run.status})`);
    return JSON.parse(last) as Record<string, Figures>;
  };
  const results: Record<string, Figures>[][] = [[], []];
  for (let round = 0; round < 2; round += 1) for (const way of [0, 1]) results[way]?.push(runWay(way));
  log(`leituras pelo Kysely, ${args.calls} chamadas por grade e processo, dois processos por modo:`);
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  for (const grid of ['reports/wallet', 'reports/canceled-orders']) {
    ways.forEach((name, way) => {
      for (const figures of results[way] ?? []) {
        const f = figures[grid];
        if (!f) continue;
        log(
          `  ${grid.padEnd(24)} ${name.padEnd(38)} p50 ${f.p50.toFixed(2)}  p95 ${f.p95.toFixed(2)} ms  ` +
            `coletas jovens ${f.scavenges}, pausa média ${f.meanPauseMs.toFixed(2)} ms, ${f.pausedMsPerCall.toFixed(3)} ms por chamada`,
        );
      }
    });
    const p95Of = (way: number) => mean((results[way] ?? []).map((figures) => figures[grid]?.p95 ?? NaN));
    const pauseOf = (way: number) =>
      mean((results[way] ?? []).map((figures) => figures[grid]?.meanPauseMs ?? NaN));
    log(
      `  ${grid.padEnd(24)} razão (callbacks ÷ promessas): p95 ${(p95Of(1) / p95Of(0)).toFixed(2)}, ` +
        `pausa média das coletas ${(pauseOf(1) / pauseOf(0)).toFixed(2)}`,
    );
  }
}
