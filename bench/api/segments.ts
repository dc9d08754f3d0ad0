// Where an API call's time goes, beside the same query run bare: one call for one rep, timed N times through HTTP
// (raw-client.ts, one kept-alive connection) with marks on the app's own hooks, each followed by the bare query.
// It prints p50/p95 of every stretch and, for the slowest 10 % of calls, how much each stretch added over its p50,
// so a claim about what a call's time is made of (docs/decisions/030) has a figure that can be run again.
//
//   npx tsx bench/api/segments.ts --scale large                                  (reports/canceled-orders)
//   npx tsx bench/api/segments.ts --scale large --call reports/wallet --calls 3000
import { syncBuiltinESMExports } from 'node:module';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { buildBenchApp, runWithServerFlags } from './bench-app.ts';
import { indicatorCalls, reportCalls } from './calls.ts';
import { datasetArgs, openDatasetOf, repLogin } from './dataset.ts';
import { openRawClient } from './raw-client.ts';
import { percentile } from './stats.ts';

runWithServerFlags();

// The compression of an answer in one piece (plugins/compress-answers.ts) is timed where it runs, inside the call:
// in a loop of its own it takes half as long, with its tables kept warm in the processor's cache.
const compressions: number[] = [];
const timed = <Compress extends (...args: never[]) => unknown>(compress: Compress): Compress =>
  ((...args: Parameters<Compress>) => {
    const started = performance.now();
    const compressed = compress(...args);
    compressions.push(performance.now() - started);
    return compressed;
  }) as Compress;
zlib.brotliCompressSync = timed(zlib.brotliCompressSync);
zlib.gzipSync = timed(zlib.gzipSync);
syncBuiltinESMExports();

const { values: args } = parseArgs({
  options: {
    ...datasetArgs,
    call: { type: 'string', default: 'reports/canceled-orders' },
    calls: { type: 'string', default: '3000' },
  },
});
const log = (line: string) => process.stdout.write(`${line}\n`);
const handle = await openDatasetOf(args, log);
const app = await buildBenchApp(handle, args.today);

// Root hooks added last run after the app's own of the same kind: "request" ends once the app's onRequest hooks
// but not the route's (the token check) have run; "answer" spans serialisation and the app's onSend hooks
// (compression), up to this one.
const stretches = {
  request: 'cliente → servidor, roteamento, cabeçalhos',
  check: 'token, escopo, parâmetros',
  query: 'consulta (handler)',
  answer: 'contrato, JSON, compressão',
  write: 'envio da resposta',
  back: 'servidor → cliente',
} as const;
type Stretch = keyof typeof stretches;
const marks = { start: 0, onRequest: 0, preHandler: 0, preSerialization: 0, onSend: 0, onResponse: 0 };
app.addHook('onRequest', async () => {
  marks.onRequest = performance.now();
});
app.addHook('preHandler', async () => {
  marks.preHandler = performance.now();
});
app.addHook('preSerialization', async (_request, _reply, payload) => {
  marks.preSerialization = performance.now();
  return payload;
});
app.addHook('onSend', async (_request, _reply, payload) => {
  marks.onSend = performance.now();
  return payload;
});
app.addHook('onResponse', async () => {
  marks.onResponse = performance.now();
});
await app.listen({ port: 0, host: '127.0.0.1' });

const { rep, authorization } = await repLogin(handle, app.signToken);
const call = [...indicatorCalls({ today: args.today }), ...(await reportCalls({ today: args.today }))].find(
  (candidate) => candidate.name === args.call,
);
if (!call) throw new Error(`chamada desconhecida: ${args.call}`);
const client = await openRawClient((app.server.address() as AddressInfo).port);
const headers = { authorization, 'accept-encoding': 'br, gzip' };
const url = call.url(rep);

const times: Record<Stretch | 'api' | 'bare', number[]> = {
  request: [],
  check: [],
  query: [],
  answer: [],
  write: [],
  back: [],
  api: [],
  bare: [],
};
const calls = Number(args.calls);
let bytes = 0;
const compressedAnswers: number[] = [];
for (let n = 0; n < calls + 300; n += 1) {
  marks.start = performance.now();
  const answer = await client.get(url, headers);
  const end = performance.now();
  const compression = compressions.pop();
  compressions.length = 0;
  if (answer.status !== 200) throw new Error(`${url}: HTTP ${answer.status}`);
  const bareStart = performance.now();
  await call.bare(handle.readDb, rep);
  const bare = performance.now() - bareStart;
  if (n < 300) continue; // warm-up
  bytes = answer.bytes;
  times.request.push(marks.onRequest - marks.start);
  times.check.push(marks.preHandler - marks.onRequest);
  times.query.push(marks.preSerialization - marks.preHandler);
  times.answer.push(marks.onSend - marks.preSerialization);
  times.write.push(marks.onResponse - marks.onSend);
  times.back.push(end - marks.onResponse);
  times.api.push(answer.ms);
  if (compression !== undefined) compressedAnswers.push(compression);
  times.bare.push(bare);
}

const fmt = (ms: number) => ms.toFixed(3).padStart(7);
log(
  `\n${args.call}, representante ${rep}, ${calls} chamadas (${bytes} bytes por resposta, comprimida, com os cabeçalhos)\n`,
);
log(`${'trecho'.padEnd(46)}    p50      p95   excesso nos 10 % mais lentos`);
const slowest = times.api
  .map((ms, index) => ({ ms, index }))
  .filter(({ ms }) => ms > percentile(times.api, 90));
for (const stretch of Object.keys(stretches) as Stretch[]) {
  const values = times[stretch];
  const p50 = percentile(values, 50);
  const excess = slowest.reduce((sum, { index }) => sum + (values[index] ?? 0) - p50, 0) / slowest.length;
  log(`${stretches[stretch].padEnd(46)}${fmt(p50)}  ${fmt(percentile(values, 95))}  ${fmt(excess)}`);
}
if (compressedAnswers.length > 0)
  log(
    `${'  dos quais compressão (numa peça)'.padEnd(46)}${fmt(percentile(compressedAnswers, 50))}  ${fmt(percentile(compressedAnswers, 95))}`,
  );
const [apiP50, bareP50] = [percentile(times.api, 50), percentile(times.bare, 50)];
const [apiP95, bareP95] = [percentile(times.api, 95), percentile(times.bare, 95)];
log(`${'chamada inteira (API)'.padEnd(46)}${fmt(apiP50)}  ${fmt(apiP95)}`);
log(`${'a mesma consulta sem HTTP (SQL)'.padEnd(46)}${fmt(bareP50)}  ${fmt(bareP95)}`);
log(
  `razão API/SQL p50 ${(apiP50 / bareP50).toFixed(2)}, p95 ${(apiP95 / bareP95).toFixed(2)}; ` +
    `API − SQL p50 ${(apiP50 - bareP50).toFixed(3)} ms`,
);
client.close();
await app.close();
await handle.close();
