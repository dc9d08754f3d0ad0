import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/connect.ts';
import { databaseKinds, openTestDatabase } from '../testing/test-database.ts';
import { ORDERS_BASE, ordersFolder } from '../testing/orders-fixture.ts';
import { importFolder, type ImportResult } from './import-folder.ts';

// Pedidos' optional files and columns (docs/domain.md §6), validated like the others, all or nothing.

const withFolder = async (
  handle: DatabaseHandle,
  files: Record<string, string>,
  options: { firstLoad?: boolean } = {},
): Promise<ImportResult> => {
  const folder = ordersFolder(files);
  try {
    return await importFolder(handle, folder.dir, options);
  } finally {
    folder.remove();
  }
};

describe.each(databaseKinds)('Pedidos import on %s', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('refuses bad prices, grids and stock at their lines and loads nothing', async () => {
    const result = await withFolder(
      handle,
      {
        'prices.csv': 'price_table,reference,price\nT1,VER25.0001,0\nT1,XPTO,10.00\n,VER25.0003,1.00\n',
        'skus.csv':
          'reference,color_code,size,color_name,size_order,active\nVER25.0001,01,P,PRETO,um,true\nVER25.0001,01,P,PRETO,1,true\nVER25.0001,01,P,PRETO,2,true\n',
        'stock.csv': 'reference,color_code,size,available\nVER25.0001,01,P,3\n',
      },
      { firstLoad: false },
    );
    expect(result).toEqual({
      ok: false,
      problems: [
        'prices.csv:2: price: valor fora do intervalo (0.01 a 999999999999): "0"',
        'prices.csv:4: price_table: campo obrigatório vazio',
        'skus.csv:2: size_order: número inteiro inválido: "um"',
        'stock.csv:1: next_date: coluna obrigatória ausente',
        'stock.csv:1: next_available: coluna obrigatória ausente',
        'prices.csv:3: reference: produto XPTO não existe',
        'skus.csv:4: reference, color_code, size: combinação repetida no arquivo (VER25.0001 / 01 / P, já na linha 3)',
      ],
    });
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from products`.execute(handle.db);
    expect(rows[0]?.n).toBe(0);
  });

  it('loads the optional files and columns, keeping codes exactly as written', async () => {
    const result = await importFolder(handle, ORDERS_BASE);
    if (!result.ok) throw new Error(result.problems.join('\n'));
    expect(result.counts).toMatchObject({ 'prices.csv': 9, 'skus.csv': 8, 'stock.csv': 6 });
    const { rows: customers } = await sql<{ register: string; price_table: string | null }>`
      select register::text, price_table from customers order by register`.execute(handle.db);
    expect(customers).toEqual([
      { register: '11222333000181', price_table: null },
      { register: '11444777000161', price_table: null },
      { register: '60574631000146', price_table: '01' },
    ]);
    const { rows: reps } = await sql<{ id: number; max_discount: string | null }>`
      select id, max_discount::text from representatives order by id`.execute(handle.db);
    expect(reps).toEqual([
      { id: 1, max_discount: '10.00' },
      { id: 2, max_discount: null },
    ]);
    const { rows: items } = await sql<{ reference: string; color_code: string; size: string; parts: number }>`
      select reference, color_code, size, parts from order_items where order_number = 100002 order by color_code`.execute(
      handle.db,
    );
    expect(items).toEqual([
      { reference: 'VER25.0001', color_code: '01', size: 'P', parts: 12 },
      { reference: 'VER25.0001', color_code: '02', size: 'G', parts: 12 },
    ]);
    const { rows: stock } = await sql<{ color_code: string; size: string; available: number }>`
      select color_code, size, available from stock where reference = 'VER25.0003'`.execute(handle.db);
    expect(stock).toEqual([{ color_code: '', size: '', available: 50 }]);
  });

  it('re-imports the same files changing nothing, and drops what a snapshot file no longer lists', async () => {
    const again = await importFolder(handle, ORDERS_BASE);
    if (!again.ok) throw new Error(again.problems.join('\n'));
    expect(again.changed).toMatchObject({
      'prices.csv': 0,
      'skus.csv': 0,
      'stock.csv': 0,
      'order_items.csv': 0,
    });
    const dir = mkdtempSync(join(tmpdir(), 'portal-orders-'));
    try {
      cpSync(join(ORDERS_BASE, 'products.csv'), join(dir, 'products.csv'));
      cpSync(join(ORDERS_BASE, 'collections.csv'), join(dir, 'collections.csv'));
      cpSync(join(ORDERS_BASE, 'quota_articles.csv'), join(dir, 'quota_articles.csv'));
      // VER25.0001's stock now lists only 01/P; the other references' stock is not in the file and stays.
      const { writeFileSync } = await import('node:fs');
      writeFileSync(
        join(dir, 'stock.csv'),
        'reference,color_code,size,available,next_date,next_available\nVER25.0001,01,P,7,,\n',
      );
      // Three of VER25.0001's four cells go: past the removal guard, so allowed.
      const result = await importFolder(handle, dir, { allowRemovals: true });
      if (!result.ok) throw new Error(result.problems.join('\n'));
      expect(result.changed['stock.csv']).toBe(4);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const { rows } = await sql<{ cell: string }>`
      select reference || ' ' || color_code || '/' || size || ' ' || available as cell from stock order by 1`.execute(
      handle.db,
    );
    expect(rows.map((row) => row.cell)).toEqual([
      'VER25.0001 01/P 7',
      'VER25.0002 10/38 3',
      'VER25.0003 / 50',
    ]);
  });
});
