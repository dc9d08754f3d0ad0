// Webhook benchmark (docs/domain.md §8.6; docs/decisions/211): from a send to the receiver's 200, one order at a
// time, then 1,000 orders sent in a burst, against the real app over HTTP with a real receiver on 127.0.0.1, beside a
// plain POST of the same body to the same receiver. See bench/webhook/README.md.
//
//   npx tsx bench/webhook/run.ts                 # PGlite in memory
//   npx tsx bench/webhook/run.ts --engine postgres   # a schema of its own on TEST_DATABASE_URL
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { buildApp } from '../../apps/server/src/app.ts';
import { makeClock } from '../../apps/server/src/config/clock.ts';
import { importFolder } from '../../apps/server/src/import/import-folder.ts';
import { ORDERS_BASE, ORDERS_TODAY, ESTRELA } from '../../apps/server/src/testing/orders-fixture.ts';
import { openTestDatabase } from '../../apps/server/src/testing/test-database.ts';

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: 'pglite' },
    single: { type: 'string', default: '100' },
    burst: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '20' },
  },
});
const log = (line: string) => process.stdout.write(`${line}\n`);
const SECRET = 'segredo-do-benchmark-do-webhook';

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
};
const figures = (values: number[]) =>
  `p50 ${quantile(values, 0.5).toFixed(1)} ms · p95 ${quantile(values, 0.95).toFixed(1)} ms · max ${Math.max(...values).toFixed(1)} ms`;

// The receiver: the time each order's 200 was written, by portalOrderId.
const answeredAt = new Map<string, number>();
let received = 0;
const receiver = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received += 1;
    const id = (JSON.parse(Buffer.concat(chunks).toString()) as { portalOrderId?: string }).portalOrderId;
    response.on('finish', () => id && answeredAt.set(id, performance.now()));
    response.writeHead(200).end('ok');
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/pedidos`;

const handle = await openTestDatabase(args.engine === 'postgres' ? 'postgres' : 'pglite');
const imported = await importFolder(handle, ORDERS_BASE);
if (!imported.ok) throw new Error(imported.problems.join('\n'));
const app = await buildApp({
  handle,
  clock: makeClock(ORDERS_TODAY),
  jwtSecret: 'segredo-do-benchmark-com-mais-de-32-caracteres',
  orderWebhook: { url: receiverUrl, secret: SECRET },
});
await app.listen({ port: 0, host: '127.0.0.1' });
app.deps.orderWebhook?.start();
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const login = await fetch(`${base}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'REP1', password: 'REP123' }),
});
const token = (await login.json()) as string;
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

let sequence = 0;
const draft = async () => {
  const id = `0c000000-0000-4000-8000-${String(++sequence).padStart(12, '0')}`;
  const put = await fetch(`${base}/api/v1/order-drafts/${id}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({
      customerRegister: ESTRELA,
      paymentDays: 30,
      discountPercent: 0,
      items: [
        { reference: 'VER25.0001', colorCode: '01', size: 'P', parts: 2 },
        { reference: 'VER25.0003', parts: 3 },
      ],
    }),
  });
  if (put.status !== 200) throw new Error(`rascunho: ${put.status} ${await put.text()}`);
  return id;
};
const send = async (id: string) => {
  const response = await fetch(`${base}/api/v1/order-drafts/${id}/send`, {
    method: 'POST',
    headers,
    body: '{}',
  });
  if (response.status !== 200) throw new Error(`envio: ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
};
const deliveredBy = (ids: string[], ms: number) =>
  new Promise<void>((resolve, reject) => {
    const end = Date.now() + ms;
    const look = () => {
      if (ids.every((id) => answeredAt.has(id))) return resolve();
      if (Date.now() > end)
        return reject(
          new Error(`entregues ${ids.filter((id) => answeredAt.has(id)).length} de ${ids.length}`),
        );
      setTimeout(look, 5);
    };
    look();
  });

log(`engine ${handle.kind}; receiver ${receiverUrl}`);

// Reference: a plain POST of an order's body to the same receiver, no database, no signature.
const sample = JSON.stringify({
  portalOrderId: 'ref',
  items: [{ reference: 'VER25.0001' }],
  note: 'x'.repeat(300),
});
const plain: number[] = [];
for (let i = 0; i < Number(args.single); i += 1) {
  const started = performance.now();
  const response = await fetch(receiverUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: sample,
  });
  await response.arrayBuffer();
  plain.push(performance.now() - started);
}
log(`reference, plain POST to the receiver (${plain.length}): ${figures(plain)}`);

// One at a time: the send's request starts → the receiver has written its 200 for that order.
const single: number[] = [];
const sendOnly: number[] = [];
for (let i = 0; i < Number(args.single); i += 1) {
  const id = await draft();
  const started = performance.now();
  await send(id);
  sendOnly.push(performance.now() - started);
  await deliveredBy([id], 30_000);
  single.push((answeredAt.get(id) ?? 0) - started);
}
log(`send request alone (${sendOnly.length}): ${figures(sendOnly)}`);
log(`send → receiver's 200 (${single.length}): ${figures(single)}`);

// A burst: 1,000 orders saved and sent as fast as the server takes them (a few at a time over HTTP; a rep may keep
// only 200 open drafts, so each is sent right after it is saved).
const burstIds: string[] = [];
const sentAt = new Map<string, number>();
const burstStart = performance.now();
await Promise.all(
  Array.from({ length: Number(args.concurrency) }, async () => {
    while (burstIds.length < Number(args.burst)) {
      const id = await draft();
      burstIds.push(id);
      sentAt.set(id, performance.now());
      await send(id);
    }
  }),
);
const sentAll = performance.now() - burstStart;
await deliveredBy(burstIds, 120_000);
const deliveredAll = Math.max(...burstIds.map((id) => answeredAt.get(id) ?? 0)) - burstStart;
const burstLatency = burstIds.map((id) => (answeredAt.get(id) ?? 0) - (sentAt.get(id) ?? 0));
log(
  `burst of ${burstIds.length}: all saved and sent in ${(sentAll / 1000).toFixed(1)} s, all delivered ${((deliveredAll - sentAll) / 1000).toFixed(1)} s after the last send ` +
    `(${(deliveredAll / 1000).toFixed(1)} s in all); each send → receiver's 200: ${figures(burstLatency)}`,
);
// The outbox draining: 1,000 orders sent while the loop is stopped (as after a receiver outage or a restart), then
// the loop started: the time until the receiver has answered every one.
await app.deps.orderWebhook?.stop();
const queuedIds: string[] = [];
await Promise.all(
  Array.from({ length: Number(args.concurrency) }, async () => {
    while (queuedIds.length < Number(args.burst)) {
      const id = await draft();
      queuedIds.push(id);
      await send(id);
    }
  }),
);
const drainStart = performance.now();
app.deps.orderWebhook?.start();
await deliveredBy(queuedIds, 120_000);
const drained = Math.max(...queuedIds.map((id) => answeredAt.get(id) ?? 0)) - drainStart;
log(
  `${queuedIds.length} orders queued, then the loop started: all delivered in ${(drained / 1000).toFixed(1)} s ` +
    `(${Math.round(queuedIds.length / (drained / 1000))} orders/s)`,
);
log(
  `receiver requests: ${received - plain.length} for ${single.length + burstIds.length + queuedIds.length} orders`,
);

await app.close();
await handle.close();
receiver.close();
