import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/connect.ts';
import { databaseKinds, openTestDatabase } from '../testing/test-database.ts';
import { ORDERS_BASE, ordersFolder } from '../testing/orders-fixture.ts';
import { importFolder, type ImportOptions, type ImportResult } from './import-folder.ts';

// The removal guard and the dry run (docs/import.md, "Listas completas"; docs/decisions/218).

const PRICES_HEADER = 'price_table,reference,price\n';
/** TAB 02 - VAREJO has four prices in the fixture: a file with one of them removes three. */
const ONE_PRICE = `${PRICES_HEADER}TAB 02 - VAREJO,VER25.0001,41.30\n`;

const withFiles = async (
  handle: DatabaseHandle,
  files: Record<string, string>,
  options: ImportOptions = {},
): Promise<ImportResult> => {
  const folder = ordersFolder(files);
  try {
    return await importFolder(handle, folder.dir, options);
  } finally {
    folder.remove();
  }
};

const prices = async (handle: DatabaseHandle): Promise<string[]> =>
  (await sql<{ row: string }>`select p::text as row from prices p order by 1`.execute(handle.db)).rows.map(
    (row) => row.row,
  );

const historyRows = async (handle: DatabaseHandle): Promise<number> =>
  Number(
    (await sql<{ n: number }>`select count(*)::int as n from import_history`.execute(handle.db)).rows[0]?.n,
  );

describe.each(databaseKinds)('removal guard on %s', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    const loaded = await importFolder(handle, ORDERS_BASE);
    if (!loaded.ok) throw new Error(loaded.problems.join('\n'));
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('refuses a one-line prices.csv that would remove most of its table, changing nothing', async () => {
    const before = await prices(handle);
    const result = await withFiles(handle, { 'prices.csv': ONE_PRICE });
    expect(result).toEqual({
      ok: false,
      problems: [
        'prices.csv apagaria 3 de 4 preços das tabelas presentes no arquivo (mais de 20 %): confira o arquivo ou importe com --allow-removals',
      ],
      removals: [{ file: 'prices.csv', covered: 4, removed: 3 }],
    });
    expect(await prices(handle)).toEqual(before);
  });

  it('names the hint its caller gives', async () => {
    const result = await withFiles(handle, { 'prices.csv': ONE_PRICE }, { removalsHint: 'confirme na tela' });
    expect(result.ok ? [] : result.problems).toEqual([
      'prices.csv apagaria 3 de 4 preços das tabelas presentes no arquivo (mais de 20 %): confirme na tela',
    ]);
  });

  it('previews a dry run per file and changes nothing, not even the history', async () => {
    const before = await prices(handle);
    const runs = await historyRows(handle);
    const result = await withFiles(
      handle,
      { 'prices.csv': `${ONE_PRICE}TAB 03,VER25.0002,10.00\n`.replace('41.30', '42.00') },
      { dryRun: true, history: { origin: 'cli', startedBy: 'teste' } },
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      'prices.csv apagaria 3 de 4 preços das tabelas presentes no arquivo (mais de 20 %): confira o arquivo ou importe com --allow-removals',
    ]);
    expect(result.preview?.['prices.csv']).toEqual({ added: 1, changed: 1, removed: 3 });
    expect(result.preview?.['customers.csv']).toEqual({ added: 0, changed: 0, removed: 0 });
    expect(await prices(handle)).toEqual(before);
    expect(await historyRows(handle)).toBe(runs);
  });

  it('answers a dry run that would pass as ok, with its preview', async () => {
    const result = await withFiles(
      handle,
      { 'prices.csv': ONE_PRICE },
      { dryRun: true, allowRemovals: true },
    );
    expect(result).toMatchObject({
      ok: true,
      preview: { 'prices.csv': { added: 0, changed: 0, removed: 3 } },
    });
    expect(await prices(handle)).toHaveLength(9);
  });

  it('applies a removal of at most a fifth silently', async () => {
    // TAB 01 and TAB 02 hold seven prices; one of them goes.
    const all = (await withFiles(handle, {})).ok;
    expect(all).toBe(true);
    const text = `${PRICES_HEADER}TAB 01 - ATACADO,VER25.0001,35.00\nTAB 01 - ATACADO,VER25.0002,89.90\nTAB 01 - ATACADO,VER25.0003,3.30\nTAB 02 - VAREJO,VER25.0001,41.30\nTAB 02 - VAREJO,VER25.0002,99.90\nTAB 02 - VAREJO,VER25.0003,4.00\n`;
    const result = await withFiles(handle, { 'prices.csv': text });
    expect(result).toMatchObject({ ok: true, changed: { 'prices.csv': 1 } });
    expect(await prices(handle)).toHaveLength(8);
  });

  it('applies the one-line file with allowRemovals', async () => {
    const result = await withFiles(handle, { 'prices.csv': ONE_PRICE }, { allowRemovals: true });
    expect(result).toMatchObject({ ok: true, changed: { 'prices.csv': 2 } });
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from prices where price_table = 'TAB 02 - VAREJO'`.execute(handle.db);
    expect(rows[0]?.n).toBe(1);
  });

  it('guards the stock by reference too', async () => {
    const result = await withFiles(handle, {
      'stock.csv': 'reference,color_code,size,available,next_date,next_available\nVER25.0001,01,P,10,,\n',
    });
    expect(result.ok ? [] : result.problems).toEqual([
      'stock.csv apagaria 3 de 4 linhas de estoque das referências presentes no arquivo (mais de 20 %): confira o arquivo ou importe com --allow-removals',
    ]);
  });
});
