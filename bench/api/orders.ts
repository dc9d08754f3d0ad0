// Pedidos (docs/domain.md §6): the catalog of 2,000 references and the evaluation of a 200-line order, through the
// API (HTTP in this process, each rep's own token), p50/p95. See bench/api/README.md, "Pedidos".
//
//   npx tsx bench/api/orders.ts --scale demo                   (PostgreSQL at DATABASE_URL or 127.0.0.1:5432/test)
//   npx tsx bench/api/orders.ts --scale demo --engine pglite
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { brotliCompressSync, constants } from 'node:zlib';
import { parseArgs } from 'node:util';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { sql } from 'kysely';
import { catalogCall } from '@portal/contracts';
import type { DatabaseHandle } from '../../apps/server/src/db/connect.ts';
import { catalogAnswerOf } from '../../apps/server/src/modules/orders/catalog.queries.ts';
import { catalogCache } from '../../apps/server/src/modules/orders/catalog-cache.ts';
import { warmCatalogs } from '../../apps/server/src/modules/orders/catalog-warm.ts';
import { answerSerializerCompiler } from '../../apps/server/src/plugins/answer-serializer.ts';
import { buildBenchApp, runWithServerFlags } from './bench-app.ts';
import { benchClaims, datasetArgs, openDatasetOf } from './dataset.ts';
import { percentile, pickSeeded } from './stats.ts';

runWithServerFlags();

const { values: args } = parseArgs({
  options: {
    ...datasetArgs,
    reps: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '10' },
    seed: { type: 'string', default: '42' },
  },
});
const log = (line: string) => process.stdout.write(`${line}\n`);
const rounds = Number(args.rounds);

/** The generated sets have a few hundred priced references; the benchmark's table prices 2,000 with full grids. */
const BENCH_TABLE = 'BENCH 2000';
const REFERENCES = 2000;

const ensureBenchCatalog = async (handle: DatabaseHandle): Promise<void> => {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from prices where price_table = ${BENCH_TABLE}`.execute(handle.db);
  if ((rows[0]?.n ?? 0) >= REFERENCES) return;
  log(`criando ${REFERENCES} referências na tabela ${BENCH_TABLE}…`);
  await handle.db.transaction().execute(async (trx) => {
    await sql`
      insert into products (reference, description, collection_code, quota_article_code)
      select 'BENCH.' || lpad(n::text, 4, '0'), 'REFERÊNCIA DE BANCADA ' || n,
             (select code from collections order by starts_on desc limit 1),
             (select code from quota_articles order by code offset (n % (select count(*) from quota_articles)) limit 1)
        from generate_series(1, ${REFERENCES}) n
      on conflict (reference) do nothing`.execute(trx);
    // 2–6 colours (by reference) × 5 sizes, as the generator's letter runs.
    await sql`
      insert into skus (reference, color_code, size, color_name, size_order, active)
      select 'BENCH.' || lpad(n::text, 4, '0'), lpad(c::text, 2, '0'), s.size, 'COR ' || c, s.ord, true
        from generate_series(1, ${REFERENCES}) n
        cross join generate_series(1, 6) c
        cross join (values ('PP', 1), ('P', 2), ('M', 3), ('G', 4), ('GG', 5)) s(size, ord)
       where c <= 2 + n % 5
      on conflict do nothing`.execute(trx);
    await sql`
      insert into stock (reference, color_code, size, available, next_date, next_available)
      select reference, color_code, size, (hashtext(reference || color_code || size) & 255) % 60,
             case when (hashtext(size || reference) & 7) = 0 then date '2025-10-20' end,
             case when (hashtext(size || reference) & 7) = 0 then 48 end
        from skus where reference like 'BENCH.%'
      on conflict do nothing`.execute(trx);
    await sql`
      insert into prices (price_table, reference, price)
      select ${BENCH_TABLE}, 'BENCH.' || lpad(n::text, 4, '0'), 20 + (n % 180) + 0.9
        from generate_series(1, ${REFERENCES}) n
      on conflict do nothing`.execute(trx);
  });
  await sql`analyze products`.execute(handle.db);
  await sql`analyze skus`.execute(handle.db);
  await sql`analyze stock`.execute(handle.db);
  await sql`analyze prices`.execute(handle.db);
};

const handle = await openDatasetOf(args, log);
await ensureBenchCatalog(handle);
const app = await buildBenchApp(handle, args.today);
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const owners = await sql<{
  rep: number;
  user_id: number;
  username: string;
  version: number;
  register: string;
}>`
  select distinct on (r.id) r.id as rep, u.id as user_id, u.username, u.token_version as version,
         c.register::text as register
    from representatives r
    join users u on u.representative_id = r.id
    join customers c on c.representative_id = r.id and c.credit_status = 'active'
   order by r.id, c.register`.execute(handle.db);
const chosen = pickSeeded(owners.rows, Number(args.reps), Number(args.seed));

// 200 lines: 40 references × 5 sizes of their first colour, quantities 1–12.
const cells = await sql<{ reference: string; color_code: string; size: string }>`
  select reference, color_code, size from skus
   where reference like 'BENCH.%' and color_code = '01' order by reference, size_order limit 200`.execute(
  handle.db,
);
const items = cells.rows.map((cell, index) => ({
  reference: cell.reference,
  colorCode: cell.color_code,
  size: cell.size,
  parts: 1 + (index % 12),
}));

const timings = {
  catalog: [] as number[],
  catalogFirst: [] as number[],
  customerCatalog: [] as number[],
  revalidation: [] as number[],
  save: [] as number[],
  read: [] as number[],
};
let catalogTag: string | null = null;
/** The catalog answer's x-portal-cache: miss (computed by this call), shared or hit (kept for every user). */
let cacheSource: string | null = null;
const timed = async (list: number[], work: () => Promise<Response>): Promise<unknown> => {
  const started = performance.now();
  const response = await work();
  const body = await response.text();
  list.push(performance.now() - started);
  if (response.status === 304) return null;
  if (!response.ok) throw new Error(`${response.status} ${body.slice(0, 300)}`);
  catalogTag = response.headers.get('etag');
  cacheSource = response.headers.get('x-portal-cache');
  return JSON.parse(body) as unknown;
};
const signed = (owner: (typeof chosen)[number]) =>
  `Bearer ${app.signToken(benchClaims({ sub: String(owner.user_id), username: owner.username, rep: owner.rep, sup: null, ver: owner.version }))}`;
const benchCatalogUrl = (at: string, owner: (typeof chosen)[number]) =>
  `${at}/api/v1/catalog?customerRegister=${owner.register}&priceTable=${encodeURIComponent(BENCH_TABLE)}`;

// A catalog's first computation (SQL, contract check, JSON, brotli and gzip), timed on an app that keeps no catalog,
// so every call computes; the main app below keeps it once for every rep.
const computing = await buildBenchApp(handle, args.today, { catalogCacheMb: 0 });
await computing.listen({ port: 0, host: '127.0.0.1' });
const computingBase = `http://127.0.0.1:${(computing.server.address() as AddressInfo).port}`;
for (let run = 0; run <= rounds; run += 1) {
  const owner = chosen[run % chosen.length]!;
  const headers = { authorization: signed(owner), 'accept-encoding': 'br, gzip' };
  await timed(run === 0 ? [] : timings.catalogFirst, () =>
    fetch(benchCatalogUrl(computingBase, owner), { headers }),
  );
  if (cacheSource !== 'miss') throw new Error(`catálogo sem cache respondeu ${cacheSource}`);
}
await computing.close();

for (let round = 0; round <= rounds; round += 1) {
  for (const owner of chosen) {
    const headers = {
      authorization: signed(owner),
      'accept-encoding': 'br, gzip',
      'content-type': 'application/json',
    };
    const sink = round === 0 ? [] : undefined; // the first round warms up
    const id = randomUUID();
    // After the first round every rep gets the answer the first one's call computed.
    const catalog = (await timed(sink ?? timings.catalog, () =>
      fetch(benchCatalogUrl(base, owner), { headers }),
    )) as {
      references: unknown[];
    };
    if (!sink && cacheSource !== 'hit') throw new Error(`catálogo ${cacheSource} depois da primeira rodada`);
    if (catalog.references.length !== REFERENCES)
      throw new Error(`catálogo com ${catalog.references.length} referências`);
    // The phone that already has it asks again with its ETag.
    const tag = catalogTag;
    if (tag)
      await timed(sink ?? timings.revalidation, () =>
        fetch(benchCatalogUrl(base, owner), { headers: { ...headers, 'if-none-match': tag } }),
      );
    await timed(sink ?? timings.customerCatalog, () =>
      fetch(`${base}/api/v1/catalog?customerRegister=${owner.register}`, { headers }),
    );
    const body = JSON.stringify({
      customerRegister: owner.register,
      priceTable: BENCH_TABLE,
      paymentDays: 30,
      discountPercent: 0,
      deliveryDate: '2025-10-30',
      items,
    });
    const saved = (await timed(sink ?? timings.save, () =>
      fetch(`${base}/api/v1/order-drafts/${id}`, { method: 'PUT', headers, body }),
    )) as { evaluation: { lines: unknown[] } };
    if (saved.evaluation.lines.length !== 200)
      throw new Error(`avaliação com ${saved.evaluation.lines.length} linhas`);
    await timed(sink ?? timings.read, () => fetch(`${base}/api/v1/order-drafts/${id}`, { headers }));
    await fetch(`${base}/api/v1/order-drafts/${id}`, { method: 'DELETE', headers });
  }
}

// Where the 2,000-reference catalog's time goes, outside HTTP: the reads and their assembly, the contract check with
// JSON (the app's own serializer), and brotli at the quality the app compresses with; then the bytes of each.
const serializeCatalog = answerSerializerCompiler()({
  schema: catalogCall.answer,
  method: 'GET',
  url: catalogCall.url,
  httpStatus: '200',
});
const bare = { read: [] as number[], serialize: [] as number[], brotli: [] as number[] };
let bytes = { json: 0, brotli: 0 };
for (let run = 0; run <= rounds; run += 1) {
  let started = performance.now();
  const answer = await catalogAnswerOf(handle.db, { table: BENCH_TABLE, source: 'chosen' }, null, {});
  const read = performance.now() - started;
  started = performance.now();
  const text = serializeCatalog(answer) as string;
  const serialize = performance.now() - started;
  started = performance.now();
  const compressed = brotliCompressSync(text, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 4,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
  const brotli = performance.now() - started;
  if (run === 0) continue;
  bare.read.push(read);
  bare.serialize.push(serialize);
  bare.brotli.push(brotli);
  bytes = { json: Buffer.byteLength(text), brotli: compressed.length };
}

// What warming every table's catalog after an import costs, in the background of the import's end (fresh cache).
const warmed = await warmCatalogs(handle.db, catalogCache(64));

// The fixed cost of an authenticated call, the reference the figures above are read against.
const reference: number[] = [];
for (let run = 0; run <= rounds * chosen.length; run += 1) {
  const owner = chosen[run % chosen.length]!;
  await timed(run === 0 ? [] : reference, () =>
    fetch(`${base}/api/v1/representative/current-user`, { headers: { authorization: signed(owner) } }),
  );
}

const row = (label: string, values: number[]) =>
  log(
    `| ${label.padEnd(44)} | ${percentile(values, 50).toFixed(1).padStart(7)} | ${percentile(values, 95).toFixed(1).padStart(7)} | ${String(values.length).padStart(5)} |`,
  );
log(
  `\nPedidos, ${args.scale} em ${args.engine}, ${chosen.length} representantes × ${rounds} rodadas (ms):\n`,
);
log('| chamada                                      |     p50 |     p95 |     n |');
log('| -------------------------------------------- | ------- | ------- | ----- |');
row(`catalog (${REFERENCES}, primeira montagem)`, timings.catalogFirst);
row(`catalog (${REFERENCES}, guardado, outro usuário)`, timings.catalog);
if (timings.revalidation.length > 0) row('catalog (2000, revalidado: 304)', timings.revalidation);
row('catalog (tabela do cliente, guardado)', timings.customerCatalog);
row('PUT order-drafts/{id} (200 linhas, avaliação)', timings.save);
row('GET order-drafts/{id} (200 linhas, avaliação)', timings.read);
row('referência: GET current-user', reference);
log(`\nCatálogo de ${REFERENCES} referências fora do HTTP (ms):\n`);
log('| etapa                                        |     p50 |     p95 |     n |');
log('| -------------------------------------------- | ------- | ------- | ----- |');
row('leitura (SQL e montagem)', bare.read);
row('contrato e JSON', bare.serialize);
row('brotli 4', bare.brotli);
log(
  `\ntamanho: JSON ${(bytes.json / 1024).toFixed(0)} KB, brotli ${(bytes.brotli / 1024).toFixed(0)} KB; carga: ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}`,
);
log(
  `preparo dos catálogos depois da importação: ${warmed.tables} tabelas em ${warmed.ms.toFixed(0)} ms (uma leitura por tabela)`,
);
await app.close();
await handle.close();
