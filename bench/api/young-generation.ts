// The server with V8's default young generation against the flags it runs with (config/node-flags.ts: 32 MB), on the
// two grids whose calls leave the most garbage for their SQL (Carteira, Ped. Cancelados). A V8 flag holds for a whole
// process, so each setting runs in a process of its own, twice, alternating, in one command; each times N calls of
// each grid for one rep over HTTP on one kept-alive connection (raw-client.ts).
//
//   npx tsx bench/api/young-generation.ts --scale large      (PostgreSQL at DATABASE_URL or 127.0.0.1:5432/test)
import { spawnSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { SERVER_NODE_FLAGS } from '../../apps/server/src/config/node-flags.ts';
import { buildBenchApp } from './bench-app.ts';
import { datasetArgs, openDatasetOf, repLogin } from './dataset.ts';
import { openRawClient } from './raw-client.ts';
import { percentile } from './stats.ts';

const { values: args } = parseArgs({
  options: {
    ...datasetArgs,
    calls: { type: 'string', default: '3000' },
    child: { type: 'boolean', default: false },
  },
});
const log = (line: string) => process.stdout.write(`${line}\n`);
const grids = {
  'reports/canceled-orders': (rep: number) => `/api/v1/reports/canceled-orders?representativeId=${rep}`,
  'reports/wallet': (rep: number) => `/api/v1/reports/wallet?representativeId=${rep}`,
};
type Figures = Record<string, { p50: number; p95: number }>;

const timeGrids = async (): Promise<Figures> => {
  const handle = await openDatasetOf(args, () => undefined);
  const app = await buildBenchApp(handle, args.today);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { rep, authorization } = await repLogin(handle, app.signToken, 'REP7');
  const client = await openRawClient((app.server.address() as AddressInfo).port);
  const get = async (url: string): Promise<number> => {
    const answer = await client.get(url, { authorization, 'accept-encoding': 'br, gzip' });
    if (answer.status !== 200) throw new Error(`${url}: HTTP ${answer.status}`);
    return answer.ms;
  };
  const figures: Figures = {};
  for (const [name, url] of Object.entries(grids)) {
    const times: number[] = [];
    for (let call = 0; call < Number(args.calls) + 300; call += 1) {
      const ms = await get(url(rep));
      if (call >= 300) times.push(ms); // the first 300 warm the code and the plans
    }
    figures[name] = { p50: percentile(times, 50), p95: percentile(times, 95) };
  }
  client.close();
  await app.close();
  await handle.close();
  return figures;
};

if (args.child) {
  log(JSON.stringify(await timeGrids()));
} else {
  const script = fileURLToPath(import.meta.url);
  const runWith = (flags: string[]): Figures => {
    const run = spawnSync(
      process.execPath,
      [...flags, '--import', 'tsx', script, '--child', ...process.argv.slice(2)],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const last = run.stdout.trim().split('\n').at(-1);
    if (run.status !== 0 || !last)
      throw new Error(`young-generation: o processo filho falhou (${run.status})`);
    return JSON.parse(last) as Figures;
  };
  const settings = [
    { name: 'padrão do V8', flags: [] as string[] },
    { name: SERVER_NODE_FLAGS.join(' '), flags: SERVER_NODE_FLAGS },
  ];
  const results = new Map<string, Figures[]>(settings.map((setting) => [setting.name, []]));
  for (let round = 0; round < 2; round += 1)
    for (const setting of settings) results.get(setting.name)?.push(runWith(setting.flags));
  log(
    `geração jovem do V8, ${args.calls} chamadas por grade e processo, dois processos por ajuste (p50 / p95, ms):`,
  );
  for (const grid of Object.keys(grids)) {
    const p95s = settings.map((setting) =>
      (results.get(setting.name) ?? []).map((figures) => figures[grid]?.p95 ?? NaN),
    );
    for (const setting of settings) {
      const runs = (results.get(setting.name) ?? []).map(
        (figures) => `${figures[grid]?.p50.toFixed(2)} / ${figures[grid]?.p95.toFixed(2)}`,
      );
      log(`  ${grid.padEnd(24)} ${setting.name.padEnd(26)} ${runs.join('   ')}`);
    }
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    const [defaultP95, flaggedP95] = [mean(p95s[0] ?? []), mean(p95s[1] ?? [])];
    log(`  ${grid.padEnd(24)} razão p95 (com ÷ sem): ${(flaggedP95 / defaultP95).toFixed(2)}`);
  }
}
