import { randomUUID } from 'node:crypto';
import type { OrderDraftAnswer, OrderDraftsAnswer } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrdersApp, ESTRELA, type OrdersApp } from '../../testing/orders-fixture.ts';
import { databaseKinds } from '../../testing/test-database.ts';

// A draft's saves move no data version, so a kept answer would show the draft as it was before the last save: its
// reads must always come from the database, with the answer cache on (as the test app has it).

const draft = (parts: number) => ({
  customerRegister: ESTRELA,
  paymentDays: 30,
  discountPercent: 0,
  items: [{ reference: 'VER25.0003', parts }],
});

describe.each(databaseKinds)('reading a draft after each save on %s', (kind) => {
  let t: OrdersApp;
  beforeAll(async () => {
    t = await buildOrdersApp(kind);
  });
  afterAll(async () => t?.close());

  it('shows the last save, in the draft and in the list', async () => {
    const id = randomUUID();
    expect((await t.call('PUT', `/api/v1/order-drafts/${id}`, 'REP1', draft(2))).status).toBe(200);
    const first = await t.call<OrderDraftAnswer>('GET', `/api/v1/order-drafts/${id}`, 'REP1');
    expect(first.body.evaluation.totals.parts).toBe(2);
    const listed = await t.call<OrderDraftsAnswer>('GET', '/api/v1/order-drafts', 'REP1');
    expect(listed.body.find((row) => row.id === id)?.parts).toBe(2);

    expect((await t.call('PUT', `/api/v1/order-drafts/${id}`, 'REP1', draft(7))).status).toBe(200);
    const second = await t.call<OrderDraftAnswer>('GET', `/api/v1/order-drafts/${id}`, 'REP1');
    expect(second.body.evaluation.totals.parts).toBe(7);
    const relisted = await t.call<OrderDraftsAnswer>('GET', '/api/v1/order-drafts', 'REP1');
    expect(relisted.body.find((row) => row.id === id)?.parts).toBe(7);
  });
});
