// What each compression setting costs and saves on the grids' real answers, so the choice of brotli quality 4
// (plugins/compress-answers.ts, docs/decisions/030) has figures that can be run again: bytes on the wire against time,
// with the processor's caches warm (the same answer compressed again at once) and cold (8 MB written in between, as
// an API call's query and JSON do between two compressions; inside a real call it is slower still, segments.ts).
// Every setting runs in this one process on the same text; quality 4 is the reference of the ratios.
//
//   npx tsx bench/api/compression-levels.ts --scale large
//   npx tsx bench/api/compression-levels.ts --scale large --calls "reports/wallet,reports/billed" --times 400
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { buildBenchApp } from './bench-app.ts';
import { reportCalls } from './calls.ts';
import { datasetArgs, openDatasetOf, repLogin } from './dataset.ts';
import { percentile } from './stats.ts';

const { values: args } = parseArgs({
  options: {
    ...datasetArgs,
    calls: { type: 'string', default: 'reports/canceled-orders,reports/wallet' },
    times: { type: 'string', default: '400' },
  },
});
const log = (line: string) => process.stdout.write(`${line}\n`);
const handle = await openDatasetOf(args, log);
const app = await buildBenchApp(handle, args.today);
const { rep, authorization } = await repLogin(handle, app.signToken);

const brotli = (quality: number) => (text: string) =>
  brotliCompressSync(text, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
const settings: [label: string, compress: (text: string) => Buffer][] = [
  ...[1, 2, 3, 4, 5].map((quality): [string, (text: string) => Buffer] => [`br ${quality}`, brotli(quality)]),
  ...[1, 6].map((level): [string, (text: string) => Buffer] => [
    `gzip ${level}`,
    (text) => gzipSync(text, { level }),
  ]),
];
const REFERENCE = 'br 4';
const evict = Buffer.alloc(8 * 1024 * 1024);
const times = Number(args.times);

const reports = await reportCalls({ today: args.today });
for (const name of args.calls.split(',')) {
  const call = reports.find((candidate) => candidate.name === name);
  if (!call) throw new Error(`chamada desconhecida: ${name}`);
  const answer = await app.inject({ url: call.url(rep), headers: { authorization } });
  if (answer.statusCode !== 200) throw new Error(`${name}: HTTP ${answer.statusCode}`);
  const text = answer.body;
  log(`\n${name}, representante ${rep}: ${Buffer.byteLength(text)} bytes de JSON`);

  const measured = new Map<string, { bytes: number; warm: number; cold: number }>();
  // Interleaved, so a slow stretch of the machine falls on every setting alike.
  const samples = new Map(settings.map(([label]) => [label, { warm: [] as number[], cold: [] as number[] }]));
  const bytes = new Map<string, number>();
  for (let round = 0; round < times; round += 1) {
    for (const [label, compress] of settings) {
      const sample = samples.get(label);
      if (!sample) continue;
      evict.fill(round & 255);
      let started = performance.now();
      compress(text);
      sample.cold.push(performance.now() - started);
      started = performance.now();
      bytes.set(label, compress(text).length);
      sample.warm.push(performance.now() - started);
    }
  }
  for (const [label] of settings) {
    const sample = samples.get(label);
    if (!sample) continue;
    measured.set(label, {
      bytes: bytes.get(label) ?? 0,
      warm: percentile(sample.warm.slice(times / 10), 50),
      cold: percentile(sample.cold.slice(times / 10), 50),
    });
  }
  const reference = measured.get(REFERENCE);
  if (!reference) continue;
  log(`${'ajuste'.padEnd(8)} ${'bytes'.padStart(6)}  vs br 4   quente p50   frio p50   frio ÷ br 4`);
  for (const [label, { bytes: size, warm, cold }] of measured) {
    const extra = size - reference.bytes;
    log(
      `${label.padEnd(8)} ${String(size).padStart(6)}  ${(extra >= 0 ? `+${extra}` : String(extra)).padStart(7)}` +
        `   ${warm.toFixed(3).padStart(7)} ms ${cold.toFixed(3).padStart(7)} ms   ${(cold / reference.cold).toFixed(2).padStart(6)}`,
    );
  }
  // At 1 Mbit/s, a rep's weak mobile signal, each byte takes 8 µs to arrive.
  log('a 1 Mbit/s (sinal fraco), cada 100 bytes a mais são 0,8 ms a mais para o representante');
}
await app.close();
await handle.close();
