import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OrderDeliveriesAnswer, OrderDraftAnswer, OrderExportAnswer } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { makeClock } from '../config/clock.ts';
import { buildOrdersApp, CHARME, ESTRELA, ORDERS_TODAY, type OrdersApp } from '../testing/orders-fixture.ts';
import { TEST_SECRET } from '../testing/test-app.ts';
import { databaseKinds } from '../testing/test-database.ts';
import { startReceiver, type Receiver } from '../testing/webhook-receiver.ts';
import { exportOrders } from './export-orders.ts';
import { retryDelayMs, type OrderWebhookOptions } from './order-webhook.ts';

// Orders delivered to the ERP as they happen (docs/domain.md §8.6; docs/decisions/211–212), against a real receiver
// on 127.0.0.1. Retries start at 100 ms here rather than 1 s, so three attempts take a fraction of a second.

const SECRET = 'segredo-do-webhook-de-teste';
const FAST = { firstMs: 100, maxMs: 400, giveUpAfterMs: 86_400_000 };

let sequence = 0;
const newId = () => `0e000000-0000-4000-8000-${String(++sequence).padStart(12, '0')}`;

const until = async (what: string, check: () => Promise<boolean>, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`esperou ${ms} ms por: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe.each(databaseKinds)('the order webhook on %s', (kind) => {
  let t: OrdersApp;
  let receiver: Receiver;
  /** Added to the outbox's clock: a test moves it a day ahead. */
  let ahead = 0;
  const options = (): OrderWebhookOptions => ({
    url: receiver.url,
    secret: SECRET,
    retry: FAST,
    pollMs: 50,
    now: () => new Date(Date.now() + ahead),
  });

  beforeAll(async () => {
    receiver = await startReceiver();
    t = await buildOrdersApp(kind, { orderWebhook: options() });
    t.app.deps.orderWebhook?.start();
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });
  afterEach(() => {
    receiver.answer(200);
    ahead = 0;
  });

  /** When each order's send request began: its status changes within that request. */
  const sendStarted = new Map<string, number>();
  const sendOrder = async (customerRegister = ESTRELA, user: 'REP1' | 'REP2' = 'REP1') => {
    const id = newId();
    const put = await t.call('PUT', `/api/v1/order-drafts/${id}`, user, {
      customerRegister,
      paymentDays: 30,
      deliveryDate: '2025-10-20',
      // REP2 may give no discount.
      discountPercent: user === 'REP1' ? 5 : 0,
      note: 'Entregar "cedo", portão 2 — ç',
      items: [
        { reference: 'VER25.0001', colorCode: '01', size: 'P', parts: 2 },
        { reference: 'VER25.0003', parts: 3 },
      ],
    });
    expect(put.status).toBe(200);
    sendStarted.set(id, performance.now());
    const sent = await t.call<OrderDraftAnswer>('POST', `/api/v1/order-drafts/${id}/send`, user, {});
    expect([sent.status, sent.body.status]).toEqual([200, 'sent']);
    return id;
  };
  const deliveryOf = async (orderId: string) =>
    (
      await sql<{ id: string; status: string; attempts: number; last_error: string | null }>`
        select id::text as id, status, attempts, last_error from order_deliveries
         where order_id = ${orderId}::uuid`.execute(t.handle.db)
    ).rows;
  const statusOf = async (orderId: string) =>
    (await t.call<OrderDraftAnswer>('GET', `/api/v1/order-drafts/${orderId}`, 'ADMIN')).body.status;
  const requestsFor = (orderId: string) =>
    receiver.received.filter((one) => JSON.parse(one.body.toString()).portalOrderId === orderId);

  it('POSTs the sent order signed, its body the JSON pull’s order to the byte, and marks it exported', async () => {
    const id = await sendOrder();
    await until('a entrega', async () => requestsFor(id).length === 1 && (await statusOf(id)) === 'exported');
    const [request] = requestsFor(id);
    if (!request) throw new Error('sem pedido');
    // Attempted at once: the send woke the loop.
    expect(request.at - (sendStarted.get(id) ?? 0)).toBeLessThan(2_000);
    const [delivery] = await deliveryOf(id);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 1, last_error: null });
    expect(request.headers['x-portal-event']).toBe('order.sent');
    expect(request.headers['x-portal-delivery']).toBe(delivery?.id);
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['transfer-encoding']).toBeUndefined();
    expect(Number(request.headers['content-length'])).toBe(request.body.length);
    expect(request.headers['x-portal-signature']).toBe(
      `sha256=${createHmac('sha256', SECRET).update(request.body).digest('hex')}`,
    );
    // Pedidos ao ERP's history has it as the webhook's export of one order, audited.
    const { rows: history } = await sql<{
      origin: string;
      started_by: string;
      orders: number;
      items: number;
    }>`
      select origin, started_by, orders, items from order_exports order by id desc limit 1`.execute(
      t.handle.db,
    );
    expect(history).toEqual([{ origin: 'webhook', started_by: 'webhook', orders: 1, items: 2 }]);
    const { rows: audit } = await sql<{ username: string }>`
      select username from audit_log where entity = 'order_export' and new_value::text like ${`%${id}%`}`.execute(
      t.handle.db,
    );
    expect(audit).toEqual([{ username: 'webhook' }]);
    // The pull gives the same order once it is `sent` again with no delivery under way.
    await sql`update order_drafts set status = 'sent', exported_at = null where id = ${id}::uuid`.execute(
      t.handle.db,
    );
    const pull = await t.call<OrderExportAnswer>('GET', '/api/v1/order-drafts/export', 'ADMIN');
    const pulled = pull.body.orders.find((order) => order.portalOrderId === id);
    expect(request.body.toString('utf8')).toBe(JSON.stringify(pulled));
    expect(pulled).toMatchObject({
      customerRegister: ESTRELA,
      issueDate: ORDERS_TODAY,
      note: 'Entregar "cedo", portão 2 — ç',
      items: [
        { reference: 'VER25.0001', colorCode: '01', size: 'P', parts: 2, unitPrice: 35, netValue: 66.5 },
        { reference: 'VER25.0003', colorCode: null, size: null, parts: 3, unitPrice: 3.3, netValue: 9.41 },
      ],
    });
    await sql`update order_drafts set status = 'exported' where id = ${id}::uuid`.execute(t.handle.db);
  });

  it('tries a refused delivery again with the same delivery id, waiting longer each time', async () => {
    const failFirst = receiver.received.length;
    receiver.answer((index) => (index < failFirst + 2 ? 503 : 200));
    const id = await sendOrder();
    await until('três tentativas e a entrega', async () => (await statusOf(id)) === 'exported');
    const attempts = requestsFor(id);
    expect(attempts).toHaveLength(3);
    expect(new Set(attempts.map((one) => one.headers['x-portal-delivery'])).size).toBe(1);
    const [first, second, third] = attempts.map((one) => one.at);
    const gaps = [second! - first!, third! - second!];
    // At least 100 ms, then at least 200 ms. The schedule doubles (retryDelayMs); the measured gaps only bound it
    // from below, since a loaded machine can stretch any of them.
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(FAST, attempt))).toEqual([100, 200, 400, 400]);
    expect(gaps[0]).toBeGreaterThanOrEqual(95);
    expect(gaps[1]).toBeGreaterThanOrEqual(195);
    expect(await deliveryOf(id)).toEqual([
      { id: attempts[0]?.headers['x-portal-delivery'], status: 'delivered', attempts: 3, last_error: null },
    ]);
  });

  it('loses nothing across a restart: a new app on the same database delivers what the old one could not', async () => {
    const second = await buildApp({
      handle: t.handle,
      clock: makeClock(ORDERS_TODAY),
      jwtSecret: TEST_SECRET,
      orderWebhook: { ...options(), retry: { ...FAST, firstMs: 60_000, maxMs: 60_000 } },
    });
    await second.ready();
    second.deps.orderWebhook?.start();
    receiver.answer(500);
    const login = await second.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'REP1', password: 'REP123' },
    });
    const token = login.json<string>();
    const id = newId();
    const as = (app: FastifyInstance, method: 'PUT' | 'POST', url: string, payload: object) =>
      app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });
    await as(second, 'PUT', `/api/v1/order-drafts/${id}`, {
      customerRegister: ESTRELA,
      paymentDays: 30,
      discountPercent: 0,
      items: [{ reference: 'VER25.0003', parts: 1 }],
    });
    expect((await as(second, 'POST', `/api/v1/order-drafts/${id}/send`, {})).statusCode).toBe(200);
    await until(
      'a primeira tentativa',
      async () => (await deliveryOf(id))[0]?.last_error === 'HTTP 500: recusado',
    );
    await second.close();
    // Stopped with the next try a minute away: due now, as if that minute had passed while it was down.
    await sql`update order_deliveries set next_attempt_at = now() where order_id = ${id}::uuid`.execute(
      t.handle.db,
    );
    receiver.answer(200);
    const third = await buildApp({
      handle: t.handle,
      clock: makeClock(ORDERS_TODAY),
      jwtSecret: TEST_SECRET,
      orderWebhook: options(),
    });
    await third.ready();
    third.deps.orderWebhook?.start();
    try {
      await until('a entrega depois do reinício', async () => (await statusOf(id)) === 'exported');
    } finally {
      await third.close();
    }
    const attempts = requestsFor(id);
    expect(attempts.map((one) => one.headers['x-portal-delivery'])).toEqual([
      (await deliveryOf(id))[0]?.id,
      (await deliveryOf(id))[0]?.id,
    ]);
  });

  it('gives up after 24 h, shows it in Sistema, and "Tentar agora" delivers it (audited, administrators only)', async () => {
    receiver.answer(500);
    const id = await sendOrder(CHARME, 'REP2');
    await until('a primeira tentativa recusada', async () => (await deliveryOf(id))[0]?.last_error !== null);
    ahead = 25 * 3_600_000;
    await until('a desistência', async () => (await deliveryOf(id))[0]?.status === 'failed');
    const [delivery] = await deliveryOf(id);
    const panel = await t.call<OrderDeliveriesAnswer>('GET', '/api/v1/admin/order-deliveries', 'ADMIN');
    expect(panel.status).toBe(200);
    expect(panel.body.configured).toBe(true);
    expect(panel.body.target).toBe(new URL(receiver.url).origin);
    expect(panel.body.failing.find((one) => one.orderId === id)).toMatchObject({
      id: delivery?.id,
      status: 'failed',
      customerName: expect.stringMatching(/CHARME/i),
      representativeId: 2,
      attempts: 2,
      lastError: 'HTTP 500: recusado',
      nextAttemptAt: null,
    });
    // Failed, it no longer holds the order: `portal export-orders` may take it.
    expect((await statusOf(id)) === 'sent').toBe(true);

    expect((await t.call('GET', '/api/v1/admin/order-deliveries', 'SUPER')).status).toBe(403);
    expect(
      (await t.call('POST', `/api/v1/admin/order-deliveries/${delivery?.id}/retry`, 'REP2')).status,
    ).toBe(403);
    expect((await t.call('POST', `/api/v1/admin/order-deliveries/${newId()}/retry`, 'ADMIN')).status).toBe(
      404,
    );
    expect(
      (await t.call('POST', '/api/v1/admin/order-deliveries/nao-e-uuid/retry', 'ADMIN')).body,
    ).toMatchObject({
      error: { message: 'Entrega inválida: o id deve ser um UUID' },
    });
    receiver.answer(200);
    const retried = await t.call<OrderDeliveriesAnswer>(
      'POST',
      `/api/v1/admin/order-deliveries/${delivery?.id}/retry`,
      'ADMIN',
    );
    expect(retried.status).toBe(200);
    await until('a entrega pedida', async () => (await statusOf(id)) === 'exported');
    const after = await t.call<OrderDeliveriesAnswer>('GET', '/api/v1/admin/order-deliveries', 'ADMIN');
    expect(after.body.failing.find((one) => one.orderId === id)).toBeUndefined();
    expect(after.body.deliveredLastDay).toBeGreaterThanOrEqual(1);
    const audit = await sql<{ action: string; username: string }>`
      select action, username from audit_log where entity = 'order-delivery' and entity_key = ${delivery?.id}`.execute(
      t.handle.db,
    );
    expect(audit.rows).toEqual([{ action: 'retry', username: 'ADMIN' }]);
  });

  it('leaves a delivered order out of `portal export-orders`, and one still being delivered too', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-webhook-export-'));
    try {
      // Whatever earlier tests left sent goes out first.
      await exportOrders(t.handle, join(dir, 'antes'));
      const delivered = await sendOrder();
      await until('a entrega', async () => (await statusOf(delivered)) === 'exported');
      receiver.answer(503);
      const held = await sendOrder();
      await until('uma tentativa', async () => (await deliveryOf(held))[0]?.attempts === 1);
      expect(await exportOrders(t.handle, join(dir, 'depois'))).toEqual({
        ok: true,
        orders: 0,
        items: 0,
        folder: join(dir, 'depois'),
      });
      const pull = await t.call<OrderExportAnswer>('GET', '/api/v1/order-drafts/export', 'ADMIN');
      expect(pull.body.orders.map((order) => order.portalOrderId)).not.toContain(held);
      receiver.answer(200);
      await until('a entrega que faltava', async () => (await statusOf(held)) === 'exported');
      expect((await exportOrders(t.handle, join(dir, 'fim'))).ok).toBe(true);
      expect(() => readFileSync(join(dir, 'fim', 'portal_orders.csv'))).toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each(databaseKinds)('the order webhook and approval on %s', (kind) => {
  let t: OrdersApp;
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
    t = await buildOrdersApp(kind, {
      terms: true,
      orderWebhook: { url: receiver.url, secret: SECRET, retry: FAST, pollMs: 50 },
    });
    t.app.deps.orderWebhook?.start();
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  it('delivers an order when it is approved, never while it awaits approval', async () => {
    const id = '7b000000-0000-4000-8000-000000000001';
    // Below the condition's minimum (500,00): the order waits for a supervisor.
    await t.call('PUT', `/api/v1/order-drafts/${id}`, 'REP1', {
      customerRegister: ESTRELA,
      paymentConditionCode: '306090',
      discountPercent: 0,
      items: [{ reference: 'VER25.0003', parts: 7 }],
    });
    const sent = await t.call<OrderDraftAnswer>('POST', `/api/v1/order-drafts/${id}/send`, 'REP1', {});
    expect(sent.body.status).toBe('awaiting-approval');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.received).toHaveLength(0);
    const approved = await t.call<OrderDraftAnswer>(
      'POST',
      `/api/v1/order-drafts/${id}/approve`,
      'SUPER',
      {},
    );
    expect(approved.body.status).toBe('sent');
    const [request] = await receiver.waitFor(1);
    expect(JSON.parse(request?.body.toString() ?? '{}')).toMatchObject({
      portalOrderId: id,
      paymentCondition: '306090',
      approvedBy: 'SUPER',
    });
    await until('exportado', async () => {
      const read = await t.call<OrderDraftAnswer>('GET', `/api/v1/order-drafts/${id}`, 'ADMIN');
      return read.body.status === 'exported';
    });
  });
});

describe.each(databaseKinds)('without the webhook on %s', (kind) => {
  let t: OrdersApp;
  beforeAll(async () => {
    t = await buildOrdersApp(kind);
  });
  afterAll(async () => t?.close());

  it('queues nothing, and Sistema says it is not configured', async () => {
    const id = newId();
    await t.call('PUT', `/api/v1/order-drafts/${id}`, 'REP1', {
      customerRegister: ESTRELA,
      paymentDays: 0,
      discountPercent: 0,
      items: [{ reference: 'VER25.0003', parts: 1 }],
    });
    expect(
      (await t.call<OrderDraftAnswer>('POST', `/api/v1/order-drafts/${id}/send`, 'REP1', {})).body.status,
    ).toBe('sent');
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from order_deliveries`.execute(
      t.handle.db,
    );
    expect(rows[0]?.n).toBe(0);
    expect((await t.call('GET', '/api/v1/admin/order-deliveries', 'ADMIN')).body).toEqual({
      configured: false,
      target: null,
      pending: 0,
      deliveredLastDay: 0,
      failing: [],
    });
  });
});
