// What the embedded engine's own thread costs per query (docs/decisions/140): the same statements on PGlite in this
// thread and through the engine (apps/server/src/db/embedded-engine.ts), both in memory with the same data, in
// alternating rounds so a busy machine slows both alike. Prints per-query p50/p95 of each way and the difference.
//
//   npx tsx bench/api/embedded-overhead.ts --rounds 6 --calls 300
import { performance } from 'node:perf_hooks';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { PGlite, types } from '@electric-sql/pglite';
import { EmbeddedEngine } from '../../apps/server/src/db/embedded-engine.ts';
import { percentile } from './stats.ts';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '6' },
    calls: { type: 'string', default: '300' },
  },
});
const log = (line: string) => process.stdout.write(`${line}\n`);

const setup = `
  create table items (id int primary key, rep int, issued date, value numeric(12,2), label text);
  insert into items select n, n % 50, date '2025-01-01' + (n % 365), n * 1.25, 'ITEM ' || n
    from generate_series(1, 20000) n;
  create index on items (rep);
  analyze items;`;

const statements: Record<string, [string, unknown[]]> = {
  'select 1': ['select 1 as one', []],
  'one rep, 400 rows': ['select id, issued, value, label from items where rep = $1 order by id', [7]],
  'group by, 50 rows': ['select rep, count(*) as n, sum(value) as total from items group by rep', []],
};

type Run = (sql: string, params: unknown[]) => Promise<unknown>;

const inThread = await PGlite.create({
  parsers: {
    [types.DATE]: (value: string) => value,
    [types.INT8]: (value: string) => Number(value),
    [types.NUMERIC]: (value: string) => value,
  },
});
await inThread.exec(setup);
const engine = await EmbeddedEngine.open({});
await engine.exclusive(async (connection) => {
  for (const statement of setup.split(';').filter((text) => text.trim())) await connection.query(statement);
});

const ways: Record<string, Run> = {
  'na thread (PGlite)': (sql, params) => inThread.query(sql, params),
  'thread própria (motor)': (sql, params) => engine.query(sql, params),
};

const times: Record<string, Record<string, number[]>> = {};
for (let round = 0; round < Number(args.rounds); round += 1) {
  for (const [way, run] of Object.entries(ways)) {
    for (const [name, [sql, params]] of Object.entries(statements)) {
      for (let call = 0; call < 30; call += 1) await run(sql, params); // warm
      const list = ((times[name] ??= {})[way] ??= []);
      for (let call = 0; call < Number(args.calls); call += 1) {
        const started = performance.now();
        await run(sql, params);
        list.push(performance.now() - started);
      }
    }
  }
}

log(
  `load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}; ${args.rounds} rounds × ${args.calls} calls`,
);
for (const [name, byWay] of Object.entries(times)) {
  const [here, worker] = Object.values(byWay).map((list) => ({
    p50: percentile(list, 50),
    p95: percentile(list, 95),
  }));
  if (!here || !worker) continue;
  log(
    `${name.padEnd(20)} na thread p50 ${here.p50.toFixed(3)} p95 ${here.p95.toFixed(3)} ms | ` +
      `motor p50 ${worker.p50.toFixed(3)} p95 ${worker.p95.toFixed(3)} ms | ` +
      `diferença p50 ${(worker.p50 - here.p50 >= 0 ? '+' : '') + (worker.p50 - here.p50).toFixed(3)} ms`,
  );
}
await inThread.close();
await engine.close();
