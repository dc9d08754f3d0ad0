import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OrderExportHistoryAnswer } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataFolderInUseError } from '../db/database-errors.ts';
import { buildOrdersApp, ESTRELA, type OrdersApp } from '../testing/orders-fixture.ts';
import { claimDataFolder, type FolderClaim } from './folder-claim.ts';
import { exportHandedOver } from '../cli/hand-overs.ts';
import { answerOrderExports, handOrderExportOver } from './order-export-hand-over.ts';

// `portal export-orders` while the embedded portal serves (docs/decisions/113): a second process finds the folder
// held, hands the export over the folder's control channel, and the holder writes the files and marks the orders.

describe('export of orders handed to the process holding the data folder', () => {
  const root = mkdtempSync(join(tmpdir(), 'portal-export-hand-'));
  let t: OrdersApp;
  let claim: FolderClaim;
  const logged: string[] = [];
  beforeAll(async () => {
    t = await buildOrdersApp('pglite');
    claim = await claimDataFolder(join(root), 'o servidor');
    claim.answer(answerOrderExports(exportHandedOver(t.handle), (line) => logged.push(line)));
  });
  afterAll(async () => {
    await claim?.release();
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const busy = async (): Promise<DataFolderInUseError> => {
    const error = await claimDataFolder(root, 'uma exportação de pedidos').catch(
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(DataFolderInUseError);
    return error as DataFolderInUseError;
  };

  /** The export handed to the process that holds the data folder, written into `folder`. */
  const handedOver = async (folder: string) =>
    handOrderExportOver(await busy(), folder, 'portal export-orders (operador)');

  it('writes the sent orders through the holder, then answers that there is nothing new', async () => {
    const id = '0e000000-0000-4000-8000-0000000000e5';
    await t.call('PUT', `/api/v1/order-drafts/${id}`, 'REP1', {
      customerRegister: ESTRELA,
      paymentDays: 30,
      discountPercent: 0,
      items: [{ reference: 'VER25.0003', parts: 4 }],
    });
    expect((await t.call('POST', `/api/v1/order-drafts/${id}/send`, 'REP1', {})).status).toBe(200);
    const out = join(root, 'erp');
    expect(await handedOver(out)).toEqual({ ok: true, orders: 1, items: 1, folder: out });
    expect(readFileSync(join(out, 'portal_order_items.csv'), 'utf8')).toBe(
      'portal_order_id,reference,color_code,size,parts,unit_price,value,net_value,list_price,pack_code,packs\n' +
        `${id},VER25.0003,,,4,3.30,13.20,13.20,3.30,,\n`,
    );
    // Pedidos ao ERP's history names the command that asked, not the server that wrote the files.
    const history = await t.call<OrderExportHistoryAnswer>('GET', '/api/v1/admin/order-exports', 'ADMIN');
    expect(history.body.rows.map((row) => [row.origin, row.startedBy, row.orders, row.folder])).toEqual([
      ['cli', 'portal export-orders (operador)', 1, out],
    ]);
    const empty = join(root, 'vazia');
    expect(await handedOver(empty)).toEqual({ ok: true, orders: 0, items: 0, folder: empty });
    expect(logged).toEqual([
      `exportação de pedidos pedida por outro processo: ${out}`,
      `exportação de pedidos em ${out}: 1 pedido(s)`,
      `exportação de pedidos pedida por outro processo: ${empty}`,
      `exportação de pedidos em ${empty}: 0 pedido(s)`,
    ]);
  });
});
