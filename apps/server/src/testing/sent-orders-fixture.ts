import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { DatabaseKind } from '../db/connect.ts';
import { buildOrdersApp, CHARME, ESTRELA, type OrdersApp, type OrderUser } from './orders-fixture.ts';

// The sent orders the ERP exports are tested with (export-orders.test.ts, order-exports.test.ts): the same two
// orders, their figures pinned once in the CSV both read.

/** REP1's order for ESTRELA, 5 % off: PRETO/P 2 × 35.00 = 70.00 → 66.50; meia 3 × 3.30 = 9.90 → 9.41. */
export const SENT_A = '0a000000-0000-4000-8000-0000000000a1';
/** REP2's order for CHARME: meia 10 × 2.50 = 25.00. */
export const SENT_B = '0b000000-0000-4000-8000-0000000000b2';
/** REP1's draft, never sent, so never exported. */
export const UNSENT = '0d000000-0000-4000-8000-0000000000d3';

export const sentOrderA = {
  customerRegister: ESTRELA,
  paymentDays: 30,
  deliveryDate: '2025-10-20',
  discountPercent: 5,
  note: 'Entregar "cedo", portão 2',
  items: [
    { reference: 'VER25.0001', colorCode: '01', size: 'P', parts: 2 },
    { reference: 'VER25.0003', parts: 3 },
  ],
};

/** One line of the sock (VER25.0003, no grid), at the customer's usual terms and no discount. */
export const sockOrder = (customerRegister: string, paymentDays: number, parts: number) => ({
  customerRegister,
  paymentDays,
  discountPercent: 0,
  items: [{ reference: 'VER25.0003', parts }],
});

export const sentOrderB = sockOrder(CHARME, 28, 10);

/** Saves the draft and sends it, each answered 200. */
export const sendOrder = async (t: OrdersApp, id: string, user: OrderUser, body: object): Promise<void> => {
  expect((await t.call('PUT', `/api/v1/order-drafts/${id}`, user, body)).status).toBe(200);
  expect((await t.call('POST', `/api/v1/order-drafts/${id}/send`, user, {})).status).toBe(200);
};

/** The draft the export must leave alone. */
export const saveUnsentDraft = async (t: OrdersApp): Promise<void> => {
  expect(
    (await t.call('PUT', `/api/v1/order-drafts/${UNSENT}`, 'REP1', sockOrder(ESTRELA, 0, 1))).status,
  ).toBe(200);
};

/** The Pedidos app with order A sent (and B, when asked) and the unsent draft saved. */
export const sentOrdersApp = async (
  kind: DatabaseKind,
  options: { alsoB?: boolean } = {},
): Promise<OrdersApp> => {
  const t = await buildOrdersApp(kind);
  await sendOrder(t, SENT_A, 'REP1', sentOrderA);
  if (options.alsoB) await sendOrder(t, SENT_B, 'REP2', sentOrderB);
  await saveUnsentDraft(t);
  return t;
};

/** Temp folders for the export's files: `make` one, `remove` them all (afterAll). */
export const exportFolders = () => {
  const dirs: string[] = [];
  return {
    make: (): string => {
      const dir = mkdtempSync(join(tmpdir(), 'portal-export-'));
      dirs.push(dir);
      return dir;
    },
    remove: (): void => {
      for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
    },
  };
};
