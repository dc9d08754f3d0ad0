// The order's PDF (docs/domain.md §8.4): GET order-drafts/{id}/pdf of a 30-reference order (two colours × the size
// run of each), p50/p95 over 50 runs, against the GET of the same draft measured in the same run (the PDF route reads
// the same answer, then builds the document). See bench/api/README.md, "PDF do pedido".
//
//   npx tsx bench/api/order-pdf.ts --scale demo                   (PostgreSQL at DATABASE_URL or 127.0.0.1:5432/test)
//   npx tsx bench/api/order-pdf.ts --scale demo --engine pglite
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { buildBenchApp, runWithServerFlags } from './bench-app.ts';
import { benchClaims, datasetArgs, openDatasetOf } from './dataset.ts';
import { percentile } from './stats.ts';

runWithServerFlags();

const { values: args } = parseArgs({
  options: { ...datasetArgs, runs: { type: 'string', default: '50' } },
});
const log = (line: string) => process.stdout.write(`${line}\n`);
const runs = Number(args.runs);
const REFERENCES = 30;

const handle = await openDatasetOf(args, log);
const app = await buildBenchApp(handle, args.today);
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

// A rep's active customer with a price table, and 30 references of that table sold by the piece with a grid.
const owner = (
  await sql<{
    rep: number;
    user_id: number;
    username: string;
    version: number;
    register: string;
    table: string;
  }>`
    select r.id as rep, u.id as user_id, u.username, u.token_version as version, c.register::text as register,
           c.price_table as table
      from representatives r
      join users u on u.representative_id = r.id
      join customers c on c.representative_id = r.id and c.credit_status = 'active' and c.price_table is not null
     order by r.id, c.register limit 1`.execute(handle.db)
).rows[0];
if (!owner) throw new Error('nenhum cliente com tabela de preço');
const cells = await sql<{ reference: string; color_code: string; size: string }>`
  with refs as (
    select p.reference from products p join prices pr on pr.reference = p.reference and pr.price_table = ${owner.table}
     where p.sold_by = 'piece' and exists (select 1 from skus s where s.reference = p.reference and s.active)
     order by p.reference limit ${REFERENCES}
  ),
  colours as (
    select s.reference, s.color_code, dense_rank() over (partition by s.reference order by s.color_code) as n
      from (select distinct reference, color_code from skus where active and reference in (select reference from refs)) s
  )
  select s.reference, s.color_code, s.size from skus s
    join colours c on c.reference = s.reference and c.color_code = s.color_code and c.n <= 2
   where s.active order by s.reference, s.color_code, s.size_order`.execute(handle.db);
const items = cells.rows.map((cell, index) => ({
  reference: cell.reference,
  colorCode: cell.color_code,
  size: cell.size,
  parts: 1 + (index % 12),
}));

const headers = {
  authorization: `Bearer ${app.signToken(benchClaims({ sub: String(owner.user_id), username: owner.username, rep: owner.rep, sup: null, ver: owner.version }))}`,
  'content-type': 'application/json',
};
const id = randomUUID();
const saved = await fetch(`${base}/api/v1/order-drafts/${id}`, {
  method: 'PUT',
  headers,
  body: JSON.stringify({
    customerRegister: owner.register,
    paymentDays: 30,
    discountPercent: 0,
    note: 'Pedido de bancada',
    items,
  }),
});
if (!saved.ok) throw new Error(`${saved.status} ${(await saved.text()).slice(0, 300)}`);
const references = new Set(items.map((item) => item.reference)).size;

const timings = { pdf: [] as number[], read: [] as number[] };
let pdfBytes = 0;
const timed = async (list: number[] | undefined, url: string): Promise<number> => {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = await response.arrayBuffer();
  if (!response.ok) throw new Error(`${response.status} ${url}`);
  list?.push(performance.now() - started);
  return body.byteLength;
};
// Interleaved, so both see the same machine; the first round warms up.
for (let run = 0; run <= runs; run += 1) {
  const sink = run === 0 ? undefined : timings;
  pdfBytes = await timed(sink?.pdf, `${base}/api/v1/order-drafts/${id}/pdf`);
  await timed(sink?.read, `${base}/api/v1/order-drafts/${id}`);
}
await fetch(`${base}/api/v1/order-drafts/${id}`, { method: 'DELETE', headers });

const row = (label: string, values: number[]) =>
  log(
    `| ${label.padEnd(44)} | ${percentile(values, 50).toFixed(1).padStart(7)} | ${percentile(values, 95).toFixed(1).padStart(7)} | ${String(values.length).padStart(5)} |`,
  );
log(
  `\nPDF do pedido, ${args.scale} em ${args.engine}: ${references} referências, ${items.length} linhas (ms):\n`,
);
log('| chamada                                      |     p50 |     p95 |     n |');
log('| -------------------------------------------- | ------- | ------- | ----- |');
row('GET order-drafts/{id}/pdf', timings.pdf);
row('referência: GET order-drafts/{id}', timings.read);
log(
  `\np95 do PDF ÷ p95 da referência: ${(percentile(timings.pdf, 95) / percentile(timings.read, 95)).toFixed(2)}; PDF de ${(pdfBytes / 1024).toFixed(0)} KB; carga: ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}`,
);
await app.close();
await handle.close();
