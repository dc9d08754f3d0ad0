import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OrderDraftAnswer, OrderExportAnswer } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrdersApp, CHARME, ESTRELA, type OrdersApp } from '../testing/orders-fixture.ts';
import {
  exportFolders,
  SENT_B as B,
  SENT_A as A,
  sendOrder,
  sentOrderB,
  sentOrdersApp,
  sockOrder,
  UNSENT,
} from '../testing/sent-orders-fixture.ts';
import { databaseKinds } from '../testing/test-database.ts';
import { exportOrders } from './export-orders.ts';

// To the ERP (docs/domain.md §6; docs/decisions/113): every sent order once, in the import's CSV dialect.

describe.each(databaseKinds)('export of sent orders on %s', (kind) => {
  let t: OrdersApp;
  const folders = exportFolders();
  const tempDir = folders.make;
  beforeAll(async () => {
    t = await sentOrdersApp(kind);
  });
  afterAll(async () => {
    await t?.close();
    folders.remove();
  });

  it('writes the sent orders once, in the import’s dialect, and marks them exported', async () => {
    const dir = tempDir();
    expect(await exportOrders(t.handle, dir)).toEqual({ ok: true, orders: 1, items: 2, folder: dir });
    expect(readFileSync(join(dir, 'portal_orders.csv'), 'utf8')).toBe(
      'portal_order_id,customer_register,representative_id,issue_date,delivery_date,price_table,payment_days,discount_percent,note,payment_condition,freight_type,carrier_code,approved_by\n' +
        `${A},${ESTRELA},1,2025-09-30,2025-10-20,TAB 01 - ATACADO,30,5.00,"Entregar ""cedo"", portão 2",,,,\n`,
    );
    expect(readFileSync(join(dir, 'portal_order_items.csv'), 'utf8')).toBe(
      'portal_order_id,reference,color_code,size,parts,unit_price,value,net_value,list_price,pack_code,packs\n' +
        `${A},VER25.0001,01,P,2,35.00,70.00,66.50,35.00,,\n` +
        `${A},VER25.0003,,,3,3.30,9.90,9.41,3.30,,\n`,
    );
    const read = await t.call<OrderDraftAnswer>('GET', `/api/v1/order-drafts/${A}`, 'REP1');
    expect(read.body.status).toBe('exported');

    const nothing = tempDir();
    expect(await exportOrders(t.handle, nothing)).toEqual({ ok: true, orders: 0, items: 0, folder: nothing });
    expect(existsSync(join(nothing, 'portal_orders.csv'))).toBe(false);
  });

  it('never overwrites files the ERP has not taken, and marks nothing then', async () => {
    const dir = tempDir();
    await sendOrder(t, B, 'REP2', sentOrderB);
    expect((await exportOrders(t.handle, dir)).ok).toBe(true);
    const before = readFileSync(join(dir, 'portal_orders.csv'), 'utf8');
    // B is exported; a new send finds the files still there.
    const C = '0c000000-0000-4000-8000-0000000000c4';
    await sendOrder(t, C, 'REP2', sockOrder(CHARME, 28, 1));
    expect(await exportOrders(t.handle, dir)).toEqual({
      ok: false,
      problem:
        'a pasta ainda tem portal_orders.csv e portal_order_items.csv da exportação anterior: o ERP precisa lê-los (e retirá-los) antes da próxima',
    });
    expect(readFileSync(join(dir, 'portal_orders.csv'), 'utf8')).toBe(before);
    expect((await t.call<OrderDraftAnswer>('GET', `/api/v1/order-drafts/${C}`, 'REP2')).body.status).toBe(
      'sent',
    );
  });

  it('lets users who see every rep pull the same as JSON and mark each exported', async () => {
    const C = '0c000000-0000-4000-8000-0000000000c4';
    expect((await t.call('GET', '/api/v1/order-drafts/export', 'REP2')).status).toBe(403);
    expect((await t.call('GET', '/api/v1/order-drafts/export', 'SUPER')).status).toBe(403);
    const pulled = await t.call<OrderExportAnswer>('GET', '/api/v1/order-drafts/export', 'ADMIN');
    expect(pulled.body).toEqual({
      orders: [
        {
          portalOrderId: C,
          customerRegister: CHARME,
          representativeId: 2,
          issueDate: '2025-09-30',
          deliveryDate: null,
          priceTable: '01',
          paymentDays: 28,
          discountPercent: 0,
          note: '',
          paymentCondition: null,
          freightType: null,
          carrierCode: null,
          approvedBy: null,
          items: [
            {
              reference: 'VER25.0003',
              colorCode: null,
              size: null,
              parts: 1,
              unitPrice: 2.5,
              value: 2.5,
              netValue: 2.5,
              listPrice: 2.5,
              packCode: null,
              packs: null,
            },
          ],
        },
      ],
    });
    expect((await t.call('POST', `/api/v1/order-drafts/${C}/exported`, 'REP2')).status).toBe(403);
    expect((await t.call('POST', `/api/v1/order-drafts/${UNSENT}/exported`, 'ADMIN')).status).toBe(409);
    const marked = await t.call<OrderDraftAnswer>('POST', `/api/v1/order-drafts/${C}/exported`, 'ADMIN');
    expect([marked.status, marked.body.status]).toEqual([200, 'exported']);
    const again = await t.call<OrderDraftAnswer>('POST', `/api/v1/order-drafts/${C}/exported`, 'ADMIN');
    expect(again).toEqual(marked);
    expect((await t.call<OrderExportAnswer>('GET', '/api/v1/order-drafts/export', 'ADMIN')).body).toEqual({
      orders: [],
    });
  });
});

describe.each(databaseKinds)('a rep’s note in the export never runs as a formula on %s', (kind) => {
  let t: OrdersApp;
  const folders = exportFolders();
  afterAll(async () => {
    await t?.close();
    folders.remove();
  });

  it('writes a note starting with =, +, -, @ with the apostrophe every other export writes', async () => {
    t = await buildOrdersApp(kind);
    const notes = ['=HYPERLINK("http://x.example","clique")', '+1+2', '-2+3', '@SUM(A1)', 'Entregar - manhã'];
    const ids = notes.map((_, i) => `0e000000-0000-4000-8000-00000000000${i}`);
    for (const [i, note] of notes.entries()) {
      const id = ids[i] as string;
      await sendOrder(t, id, 'REP1', { ...sockOrder(ESTRELA, 30, 1), note });
    }
    const dir = folders.make();
    expect((await exportOrders(t.handle, dir)).ok).toBe(true);
    const lines = readFileSync(join(dir, 'portal_orders.csv'), 'utf8').trim().split('\n').slice(1);
    const noteOf = (id: string) => {
      const line = lines.find((row) => row.startsWith(id)) ?? '';
      // The note, then the terms' four columns (empty: a company without conditions).
      return line.slice(line.indexOf('30,0.00,') + '30,0.00,'.length).replace(/,,,,$/, '');
    };
    expect(ids.map(noteOf)).toEqual([
      `"'=HYPERLINK(""http://x.example"",""clique"")"`,
      "'+1+2",
      "'-2+3",
      "'@SUM(A1)",
      'Entregar - manhã',
    ]);
    // The order keeps the note as the rep typed it.
    expect(
      (await t.call<OrderDraftAnswer>('GET', `/api/v1/order-drafts/${ids[0] as string}`, 'REP1')).body.note,
    ).toBe(notes[0]);
  });
});
