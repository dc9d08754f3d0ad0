// Aprovações (docs/domain.md §8.3): GET order-approvals, the supervisor's list of awaiting orders with their frozen
// evaluations, and the menu's GET order-approvals/count, p50/p95 over the runs, beside a reference call measured in
// the same run: GET order-drafts/{id} of one of the awaiting orders (one order's answer). The awaiting orders are
// made through the API as the reps make them (a discount above each rep's maximum, sent). See bench/api/README.md,
// "Aprovações".
//
//   npx tsx bench/api/order-approvals.ts --scale large          (PostgreSQL at DATABASE_URL or 127.0.0.1:5432/test)
//   npx tsx bench/api/order-approvals.ts --scale tiny --engine pglite
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
  options: {
    ...datasetArgs,
    runs: { type: 'string', default: '50' },
    orders: { type: 'string', default: '40' },
  },
});
const log = (line: string) => process.stdout.write(`${line}\n`);
const runs = Number(args.runs);

const handle = await openDatasetOf(args, log);
const app = await buildBenchApp(handle, args.today);
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

// The first supervisor with a login, and the customers of its team with a table and a usual condition, one per rep
// in turn, each with one priced reference of its table.
const supervisor = (
  await sql<{ id: number; username: string; version: number; supervisor_id: number }>`
    select u.id, u.username, u.token_version as version, u.supervisor_id from users u
     where u.representative_id = 0 and u.supervisor_id is not null order by u.supervisor_id limit 1`.execute(
    handle.db,
  )
).rows[0];
if (!supervisor) throw new Error('nenhum supervisor com login');
const customers = (
  await sql<{
    rep: number;
    user_id: number;
    username: string;
    version: number;
    max_discount: string | null;
    register: string;
    condition: string;
    reference: string;
    color_code: string | null;
    size: string | null;
  }>`
    select r.id as rep, u.id as user_id, u.username, u.token_version as version, r.max_discount::text as max_discount,
           c.register::text as register, c.payment_condition as condition, p.reference, s.color_code, s.size
      from representatives r
      join users u on u.representative_id = r.id
      join lateral (
        select * from customers c where c.representative_id = r.id and c.credit_status = 'active'
           and c.price_table is not null and c.payment_condition is not null order by c.register limit 2) c on true
      join lateral (
        select pr.reference from prices pr join products pd on pd.reference = pr.reference and pd.sold_by = 'piece'
         where pr.price_table = c.price_table order by pr.reference limit 1) p on true
      left join lateral (
        select color_code, size from skus where reference = p.reference and active order by color_code, size_order
         limit 1) s on true
     where r.supervisor_id = ${supervisor.supervisor_id}
     order by c.register
     limit ${Number(args.orders)}`.execute(handle.db)
).rows;

const tokenOf = (user: { id: number; username: string; version: number; rep: number; sup: number | null }) =>
  app.signToken(
    benchClaims({
      sub: String(user.id),
      username: user.username,
      rep: user.rep,
      sup: user.sup,
      ver: user.version,
    }),
  );
const supervisorHeaders = {
  authorization: `Bearer ${tokenOf({ ...supervisor, rep: 0, sup: supervisor.supervisor_id })}`,
};

const made: string[] = [];
for (const customer of customers) {
  const headers = {
    authorization: `Bearer ${tokenOf({ id: customer.user_id, username: customer.username, version: customer.version, rep: customer.rep, sup: null })}`,
    'content-type': 'application/json',
  };
  const id = randomUUID();
  const saved = await fetch(`${base}/api/v1/order-drafts/${id}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({
      customerRegister: customer.register,
      paymentConditionCode: customer.condition,
      discountPercent: Number(customer.max_discount ?? 0) + 1,
      note: 'Pedido de bancada: aprovação',
      items: [
        {
          reference: customer.reference,
          ...(customer.color_code === null ? {} : { colorCode: customer.color_code, size: customer.size }),
          parts: 12,
        },
      ],
    }),
  });
  if (!saved.ok) continue;
  const sent = await fetch(`${base}/api/v1/order-drafts/${id}/send`, { method: 'POST', headers, body: '{}' });
  const answer = (await sent.json()) as { status?: string };
  if (answer.status === 'awaiting-approval') made.push(id);
  else await fetch(`${base}/api/v1/order-drafts/${id}`, { method: 'DELETE', headers });
}
const listed = (await (
  await fetch(`${base}/api/v1/order-approvals`, { headers: supervisorHeaders })
).json()) as unknown[];
if (made.length === 0) throw new Error('nenhum pedido ficou aguardando aprovação');

const timings = { list: [] as number[], count: [] as number[], read: [] as number[] };
let listBytes = 0;
const timed = async (list: number[] | undefined, url: string): Promise<number> => {
  const started = performance.now();
  const response = await fetch(url, { headers: { ...supervisorHeaders, 'accept-encoding': 'br, gzip' } });
  const body = await response.arrayBuffer();
  if (!response.ok) throw new Error(`${response.status} ${url}`);
  list?.push(performance.now() - started);
  return body.byteLength;
};
// Interleaved, so all three see the same machine; the first round warms up.
for (let run = 0; run <= runs; run += 1) {
  const sink = run === 0 ? undefined : timings;
  listBytes = await timed(sink?.list, `${base}/api/v1/order-approvals`);
  await timed(sink?.count, `${base}/api/v1/order-approvals/count`);
  await timed(sink?.read, `${base}/api/v1/order-drafts/${made[0]}`);
}

const row = (label: string, values: number[]) =>
  log(
    `| ${label.padEnd(44)} | ${percentile(values, 50).toFixed(1).padStart(7)} | ${percentile(values, 95).toFixed(1).padStart(7)} | ${String(values.length).padStart(5)} |`,
  );
log(
  `\nAprovações, ${args.scale} em ${args.engine}: ${supervisor.username} vê ${listed.length} pedidos aguardando (${made.length} feitos agora) (ms):\n`,
);
log('| chamada                                      |     p50 |     p95 |     n |');
log('| -------------------------------------------- | ------- | ------- | ----- |');
row('GET order-approvals', timings.list);
row('GET order-approvals/count', timings.count);
row('referência: GET order-drafts/{id}', timings.read);
log(
  `\np95 da lista ÷ p95 da referência: ${(percentile(timings.list, 95) / percentile(timings.read, 95)).toFixed(2)}; lista de ${(listBytes / 1024).toFixed(0)} KB comprimida; meta p95 ≤ 150 ms (${percentile(timings.list, 95) <= 150 ? 'ok' : 'ACIMA'}); carga: ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}`,
);
await app.close();
await handle.close();
