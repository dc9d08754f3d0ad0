import type { OrderDraftAnswer } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { makeClock } from '../config/clock.ts';
import { openDatabase, type DatabaseHandle } from '../db/connect.ts';
import { buildOrdersApp, ESTRELA, ORDERS_TODAY, type OrdersApp } from '../testing/orders-fixture.ts';
import { TEST_SECRET } from '../testing/test-app.ts';
import { testDatabaseUrl } from '../testing/test-database.ts';
import { startReceiver, type Receiver } from '../testing/webhook-receiver.ts';

// Two server processes on one PostgreSQL (docs/domain.md §8.6; docs/decisions/211): each delivery is taken by one
// instance at a time (SKIP LOCKED, then a lease), so a receiver that always answers 200 gets every order once.

const ORDERS = 50;
const SECRET = 'segredo-do-webhook-de-teste';

describe('the order webhook with two instances on one PostgreSQL', () => {
  let t: OrdersApp;
  let receiver: Receiver;
  let otherHandle: DatabaseHandle;
  let other: FastifyInstance;

  beforeAll(async () => {
    receiver = await startReceiver();
    // Small rounds and a short poll: both instances look at the same due rows over and over.
    const webhook = { url: receiver.url, secret: SECRET, pollMs: 10, batch: 4 };
    t = await buildOrdersApp('postgres', { orderWebhook: webhook });
    otherHandle = await openDatabase({
      databaseUrl: testDatabaseUrl(),
      dataDir: '',
      searchPath: t.handle.schema,
    });
    other = await buildApp({
      handle: otherHandle,
      clock: makeClock(ORDERS_TODAY),
      jwtSecret: TEST_SECRET,
      orderWebhook: webhook,
    });
    await other.ready();
    t.app.deps.orderWebhook?.start();
    other.deps.orderWebhook?.start();
  });
  afterAll(async () => {
    await other?.close();
    await otherHandle?.close();
    await t?.close();
    await receiver?.close();
  });

  it(`delivers each of ${ORDERS} orders exactly once`, async () => {
    const ids = Array.from(
      { length: ORDERS },
      (_, i) => `0f000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
    );
    for (let start = 0; start < ORDERS; start += 10)
      await Promise.all(
        ids.slice(start, start + 10).map(async (id) => {
          await t.call('PUT', `/api/v1/order-drafts/${id}`, 'REP1', {
            customerRegister: ESTRELA,
            paymentDays: 0,
            discountPercent: 0,
            items: [{ reference: 'VER25.0003', parts: 1 }],
          });
          const sent = await t.call<OrderDraftAnswer>('POST', `/api/v1/order-drafts/${id}/send`, 'REP1', {});
          expect(sent.body.status).toBe('sent');
        }),
      );
    await receiver.waitFor(ORDERS, 20_000);
    // Time for a second copy of any of them to arrive, were one taken twice.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const byDelivery = new Map<string, number>();
    for (const one of receiver.received) {
      const key = String(one.headers['x-portal-delivery']);
      byDelivery.set(key, (byDelivery.get(key) ?? 0) + 1);
    }
    expect(receiver.received).toHaveLength(ORDERS);
    expect(byDelivery.size).toBe(ORDERS);
    expect(new Set(receiver.received.map((one) => JSON.parse(one.body.toString()).portalOrderId))).toEqual(
      new Set(ids),
    );
    const { rows } = await sql<{ status: string; attempts: number; n: number }>`
      select w.status, w.attempts, count(*)::int as n from order_deliveries w
        join order_drafts d on d.id = w.order_id and d.status = 'exported'
       group by w.status, w.attempts`.execute(t.handle.db);
    expect(rows).toEqual([{ status: 'delivered', attempts: 1, n: ORDERS }]);
  });
});
