/**
 * The first-load CSV splitter against the plainest reference, in one process: `split('\n')` then `split(',')` of
 * the same text held whole in memory. Fed in 1 MB chunks (what load-file-direct reads) and in 64 KB chunks: both
 * ratios near 1 mean the cost grows with the text, not with the chunk (a chunk-wide search per line once made
 * 1 MB chunks 15× slower than 64 KB ones under tsx).
 *
 *   npx tsx bench/import/splitter.ts [--mb 32]
 */
import { CsvSplitter } from '../../apps/server/src/import/csv-splitter.ts';

const args = process.argv.slice(2);
const at = args.indexOf('--mb');
const megabytes = at >= 0 ? Number(args[at + 1]) : 32;

// Receivable-like lines, with accented text so the string is two-byte as in the real files.
const line = (n: number): string =>
  `${String(n).padStart(9, '0')}/1,95735380000119,${n},DM,ITAÚ,2022-12-05,2023-01-04,,COBRANÇA SIMPLES,3184.24,0.00,paid,2023-01-03`;
const lines: string[] = [];
for (let n = 0, size = 0; size < megabytes * 1_000_000; n += 1) {
  const text = line(n);
  lines.push(text);
  size += text.length + 1;
}
const text = `${lines.join('\n')}\n`;

const best = (run: () => number): { ms: number; records: number } => {
  let ms = Infinity;
  let records = 0;
  for (let round = 0; round < 3; round += 1) {
    const started = performance.now();
    records = run();
    ms = Math.min(ms, performance.now() - started);
  }
  return { ms, records };
};

const reference = best(() => {
  let fields = 0;
  for (const record of text.split('\n')) if (record !== '') fields += record.split(',').length;
  return fields > 0 ? lines.length : 0;
});
const chunked = (size: number) =>
  best(() => {
    const splitter = new CsvSplitter();
    let records = 0;
    for (let from = 0; from < text.length; from += size) {
      splitter.push(text.slice(from, from + size), () => {
        records += 1;
      });
    }
    splitter.end(() => {
      records += 1;
    });
    return records;
  });

const big = chunked(1 << 20);
const small = chunked(1 << 16);
if (big.records !== lines.length || small.records !== lines.length)
  throw new Error('contagem de registros errada');
console.log(`${lines.length.toLocaleString('pt-BR')} linhas, ${megabytes} MB`);
console.log(`referência split('\\n') + split(','): ${reference.ms.toFixed(0)} ms`);
console.log(
  `CsvSplitter, pedaços de 1 MB:  ${big.ms.toFixed(0)} ms  razão ${(big.ms / reference.ms).toFixed(2)}`,
);
console.log(
  `CsvSplitter, pedaços de 64 KB: ${small.ms.toFixed(0)} ms  razão ${(small.ms / reference.ms).toFixed(2)}`,
);
