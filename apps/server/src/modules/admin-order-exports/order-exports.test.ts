import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  OrderDraftAnswer,
  OrderExportAnswer,
  OrderExportHistoryAnswer,
  PendingOrderExport,
} from '@portal/contracts';
import { strFromU8, unzipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportFiles, exportOrders } from '../../export/export-orders.ts';
import {
  CHARME,
  ESTRELA,
  ORDER_USERS,
  type OrdersApp,
  type OrderUser,
} from '../../testing/orders-fixture.ts';
import {
  exportFolders,
  SENT_A as A,
  SENT_B as B,
  sendOrder,
  sentOrdersApp,
  sockOrder,
} from '../../testing/sent-orders-fixture.ts';
import { databaseKinds } from '../../testing/test-database.ts';

// Pedidos ao ERP (docs/decisions/216, 217): the screen lists what the export would take, "Exportar" hands the same
// files as `portal export-orders` as a zip and marks them, and every export lands in the history and the audit.

const C = '0c000000-0000-4000-8000-0000000000c3';

const unzip = (bytes: Uint8Array): Record<string, string> =>
  Object.fromEntries(Object.entries(unzipSync(bytes)).map(([name, data]) => [name, strFromU8(data)]));

describe.each(databaseKinds)('Pedidos ao ERP on %s', (kind) => {
  let t: OrdersApp;
  const folders = exportFolders();
  const raw = async (method: 'GET' | 'POST', url: string, user: OrderUser) => {
    const token = await t.login(user, ORDER_USERS[user]);
    return t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });
  };
  const auditRows = async () =>
    (
      await sql<{ action: string; username: string; entity_key: string; new_value: unknown }>`
        select action, username, entity_key, new_value from audit_log where entity = 'order_export' order by id`.execute(
        t.handle.db,
      )
    ).rows.map((row) => ({
      ...row,
      new_value: typeof row.new_value === 'string' ? JSON.parse(row.new_value) : row.new_value,
    }));

  beforeAll(async () => {
    t = await sentOrdersApp(kind, { alsoB: true });
  });
  afterAll(async () => {
    await t?.close();
    folders.remove();
  });

  it('lists exactly the orders the export would take, oldest send first', async () => {
    const pending = await t.call<PendingOrderExport[]>('GET', '/api/v1/admin/order-exports/pending', 'ADMIN');
    expect(pending.status).toBe(200);
    // The names and the send time are the fixture's; checked below for being there.
    const checked = pending.body.map((row) => ({
      id: row.id,
      customerRegister: row.customerRegister,
      representativeId: row.representativeId,
      pieces: row.pieces,
      netValue: row.netValue,
      paymentCondition: row.paymentCondition,
      paymentConditionDescription: row.paymentConditionDescription,
      paymentDays: row.paymentDays,
    }));
    expect(checked).toEqual([
      {
        id: A,
        customerRegister: ESTRELA,
        representativeId: 1,
        pieces: 5,
        netValue: 75.91,
        paymentCondition: null,
        paymentConditionDescription: null,
        paymentDays: 30,
      },
      {
        id: B,
        customerRegister: CHARME,
        representativeId: 2,
        pieces: 10,
        netValue: 25,
        paymentCondition: null,
        paymentConditionDescription: null,
        paymentDays: 28,
      },
    ]);
    for (const row of pending.body) {
      expect(row.customerName).not.toBe('');
      expect(row.representativeName).not.toBe('');
      expect(Number.isNaN(Date.parse(row.sentAt))).toBe(false);
    }
    const pulled = await t.call<OrderExportAnswer>('GET', '/api/v1/order-drafts/export', 'ADMIN');
    expect(pulled.body.orders.map((order) => order.portalOrderId)).toEqual(pending.body.map((row) => row.id));
  });

  it('exports them as a zip of the command’s two files, marks them exported, and a second export has nothing', async () => {
    const pulled = (await t.call<OrderExportAnswer>('GET', '/api/v1/order-drafts/export', 'ADMIN')).body
      .orders;
    const response = await raw('POST', '/api/v1/admin/order-exports', 'ADMIN');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="portal-pedidos-\d+\.zip"$/,
    );
    const files = unzip(response.rawPayload);
    expect(Object.keys(files).sort()).toEqual(['portal_order_items.csv', 'portal_orders.csv']);
    // The rows `portal export-orders` writes for the same orders (export-orders.test.ts pins their text).
    expect(files).toEqual(Object.fromEntries(exportFiles(pulled).map((file) => [file.name, file.text])));
    expect(files['portal_order_items.csv']).toBe(
      'portal_order_id,reference,color_code,size,parts,unit_price,value,net_value,list_price,pack_code,packs\n' +
        `${A},VER25.0001,01,P,2,35.00,70.00,66.50,35.00,,\n` +
        `${A},VER25.0003,,,3,3.30,9.90,9.41,3.30,,\n` +
        `${B},VER25.0003,,,10,2.50,25.00,25.00,2.50,,\n`,
    );
    for (const [id, user] of [
      [A, 'REP1'],
      [B, 'REP2'],
    ] as const)
      expect((await t.call<OrderDraftAnswer>('GET', `/api/v1/order-drafts/${id}`, user)).body.status).toBe(
        'exported',
      );
    expect((await t.call('GET', '/api/v1/admin/order-exports/pending', 'ADMIN')).body).toEqual([]);

    const history = await t.call<OrderExportHistoryAnswer>('GET', '/api/v1/admin/order-exports', 'ADMIN');
    expect(history.body).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(history.body.rows[0]).toMatchObject({
      origin: 'screen',
      startedBy: 'ADMIN',
      orders: 2,
      items: 3,
      files: ['portal_orders.csv', 'portal_order_items.csv'],
      folder: null,
      downloadable: true,
    });
    expect(await auditRows()).toEqual([
      {
        action: 'export',
        username: 'ADMIN',
        entity_key: String(history.body.rows[0]?.id),
        new_value: {
          origin: 'screen',
          orders: [A, B],
          items: 3,
          files: ['portal_orders.csv', 'portal_order_items.csv'],
        },
      },
    ]);

    const again = await raw('POST', '/api/v1/admin/order-exports', 'ADMIN');
    expect([again.statusCode, again.json()]).toEqual([
      409,
      { error: { code: 'CONFLICT', message: 'Nenhum pedido novo para exportar: nada foi alterado' } },
    ]);
    expect(
      (await t.call<OrderExportHistoryAnswer>('GET', '/api/v1/admin/order-exports', 'ADMIN')).body.total,
    ).toBe(1);
    expect(await auditRows()).toHaveLength(1);
  });

  it('records the command line’s export in the history, its zip downloadable again', async () => {
    await sendOrder(t, C, 'REP1', sockOrder(ESTRELA, 30, 4));
    const dir = folders.make();
    expect(await exportOrders(t.handle, dir)).toEqual({ ok: true, orders: 1, items: 1, folder: dir });

    const history = (await t.call<OrderExportHistoryAnswer>('GET', '/api/v1/admin/order-exports', 'ADMIN'))
      .body;
    expect(history.total).toBe(2);
    const [cli, screen] = history.rows;
    expect(screen?.origin).toBe('screen');
    expect(cli).toMatchObject({
      origin: 'cli',
      orders: 1,
      items: 1,
      files: ['portal_orders.csv', 'portal_order_items.csv'],
      folder: dir,
      downloadable: true,
    });
    expect(cli?.startedBy).toMatch(/^portal export-orders \(.+\)$/);

    const download = await raw('GET', `/api/v1/admin/order-exports/${cli?.id}/archive`, 'ADMIN');
    expect(download.statusCode).toBe(200);
    expect(unzip(download.rawPayload)).toEqual({
      'portal_orders.csv': readFileSync(join(dir, 'portal_orders.csv'), 'utf8'),
      'portal_order_items.csv': readFileSync(join(dir, 'portal_order_items.csv'), 'utf8'),
    });
    expect((await raw('GET', '/api/v1/admin/order-exports/999999/archive', 'ADMIN')).statusCode).toBe(404);
    expect((await auditRows()).map((row) => [row.action, row.username])).toEqual([
      ['export', 'ADMIN'],
      ['export', cli?.startedBy],
      ['download', 'ADMIN'],
    ]);
  });

  it('records an order the integration marks after its pull as an export of no files', async () => {
    const D = '0e000000-0000-4000-8000-0000000000e5';
    await sendOrder(t, D, 'REP2', sockOrder(CHARME, 28, 1));
    expect((await t.call('POST', `/api/v1/order-drafts/${D}/exported`, 'ADMIN')).status).toBe(200);
    // Marking it again is no second export.
    expect((await t.call('POST', `/api/v1/order-drafts/${D}/exported`, 'ADMIN')).status).toBe(200);
    const history = (await t.call<OrderExportHistoryAnswer>('GET', '/api/v1/admin/order-exports', 'ADMIN'))
      .body;
    expect(history.total).toBe(3);
    expect(history.rows[0]).toMatchObject({
      origin: 'pull',
      startedBy: 'ADMIN',
      orders: 1,
      items: 1,
      files: [],
      folder: null,
      downloadable: false,
    });
  });

  it('pages the history 20 at a time and refuses a page out of bounds', async () => {
    expect(
      (await t.call<OrderExportHistoryAnswer>('GET', '/api/v1/admin/order-exports?page=2', 'ADMIN')).body,
    ).toEqual({ rows: [], total: 3, page: 2, pageSize: 20 });
    expect((await t.call('GET', '/api/v1/admin/order-exports?page=0', 'ADMIN')).status).toBe(400);
    expect((await t.call('GET', '/api/v1/admin/order-exports/abc/archive', 'ADMIN')).status).toBe(400);
  });

  it('refuses reps and supervisors (403), writing nothing', async () => {
    const E = '0f000000-0000-4000-8000-0000000000f6';
    await sendOrder(t, E, 'REP1', sockOrder(ESTRELA, 30, 1));
    const audit = (await auditRows()).length;
    for (const user of ['REP1', 'REP2', 'SUPER', 'SUPER2'] as const) {
      expect((await raw('GET', '/api/v1/admin/order-exports/pending', user)).statusCode, user).toBe(403);
      expect((await raw('GET', '/api/v1/admin/order-exports', user)).statusCode, user).toBe(403);
      expect((await raw('POST', '/api/v1/admin/order-exports', user)).statusCode, user).toBe(403);
      expect((await raw('GET', '/api/v1/admin/order-exports/1/archive', user)).statusCode, user).toBe(403);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/admin/order-exports' })).statusCode).toBe(401);
    expect((await t.call<OrderDraftAnswer>('GET', `/api/v1/order-drafts/${E}`, 'REP1')).body.status).toBe(
      'sent',
    );
    expect(await auditRows()).toHaveLength(audit);
  });
});
