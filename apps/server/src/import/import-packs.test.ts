import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/connect.ts';
import { databaseKinds, openTestDatabase } from '../testing/test-database.ts';
import { ordersFolder } from '../testing/orders-fixture.ts';
import { PACKS_CSV, PACKS_FILES, PACKS_PRODUCTS } from '../testing/packs-fixture.ts';
import { importFolder, type ImportResult } from './import-folder.ts';

// packs.csv and products.sold_by (docs/domain.md §8.1): optional, checked across files, all or nothing.

const withFolder = async (
  handle: DatabaseHandle,
  files: Record<string, string>,
  options: { firstLoad?: boolean; allowRemovals?: boolean } = {},
): Promise<ImportResult> => {
  const folder = ordersFolder(files);
  try {
    return await importFolder(handle, folder.dir, options);
  } finally {
    folder.remove();
  }
};

const BAD_PACKS = `${PACKS_CSV}VER25.0001,GR3,XG,1
VER25.0003,M1,U,2
`;
const SOLD_BY_PACK_WITHOUT_PACKS = PACKS_PRODUCTS.replace(
  'VER25.0004,BONÉ ABA RETA,VER25,MAL,,',
  'VER25.0004,BONÉ ABA RETA,VER25,MAL,,pack',
);

describe.each(databaseKinds)('packs import on %s', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it.each([true, false])(
    'refuses packs of sizes the grid lacks and packless pack references (first load: %s)',
    async (firstLoad) => {
      const result = await withFolder(
        handle,
        { 'products.csv': SOLD_BY_PACK_WITHOUT_PACKS, 'packs.csv': BAD_PACKS },
        { firstLoad },
      );
      expect(result).toEqual({
        ok: false,
        problems: [
          'packs.csv:10: size: o tamanho XG do pacote GR3 não é um tamanho ativo da referência VER25.0001',
          'packs.csv:11: size: o tamanho U do pacote M1 não é um tamanho ativo da referência VER25.0003',
          'products.csv:5: sold_by: a referência VER25.0004 é vendida só por pacote (pack) e não tem pacote em packs.csv',
        ],
      });
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from products`.execute(handle.db);
      expect(rows[0]?.n).toBe(0);
    },
  );

  it('refuses a pack of no pieces and an unknown sold_by at their lines', async () => {
    const result = await withFolder(handle, {
      'products.csv': PACKS_PRODUCTS.replace(',,piece', ',,caixa'),
      'packs.csv': PACKS_CSV.replace('VER25.0001,GR2,P,1', 'VER25.0001,GR2,P,0'),
    });
    expect(result.ok).toBe(false);
    // The refused product row also leaves the files that name it dangling: those lines are reported too.
    expect(result.ok ? [] : result.problems).toEqual(
      expect.arrayContaining([
        'products.csv:4: sold_by: valor inválido: "caixa" (use piece ou pack)',
        'packs.csv:5: parts: valor fora do intervalo (mínimo 1): "0"',
      ]),
    );
  });

  it('a company without packs.csv nor sold_by loads as before, every reference by the piece', async () => {
    const result = await withFolder(handle, {});
    if (!result.ok) throw new Error(result.problems.join('\n'));
    const { rows } = await sql<{ sold_by: string }>`select distinct sold_by from products`.execute(handle.db);
    expect(rows).toEqual([{ sold_by: 'piece' }]);
  });

  it('loads packs and sold_by; a later import that drops a pack a reference sold by the pack needs is refused', async () => {
    const result = await withFolder(handle, PACKS_FILES);
    if (!result.ok) throw new Error(result.problems.join('\n'));
    expect(result.counts).toMatchObject({ 'packs.csv': 8, 'products.csv': 4 });
    const { rows: products } = await sql<{ reference: string; sold_by: string }>`
      select reference, sold_by from products order by reference`.execute(handle.db);
    expect(products.map((row) => `${row.reference} ${row.sold_by}`)).toEqual([
      'VER25.0001 piece',
      'VER25.0002 pack',
      'VER25.0003 piece',
      'VER25.0004 piece',
    ]);
    const { rows: packs } = await sql<{ pack: string }>`
      select reference || ' ' || pack_code || ' ' || size || '×' || parts as pack from packs order by 1`.execute(
      handle.db,
    );
    expect(packs.map((row) => row.pack)).toEqual([
      'VER25.0001 GR1 G×1',
      'VER25.0001 GR1 M×2',
      'VER25.0001 GR1 P×2',
      'VER25.0001 GR2 M×1',
      'VER25.0001 GR2 P×1',
      'VER25.0001 GR3 M×3',
      'VER25.0002 J1 38×1',
      'VER25.0002 J1 40×1',
    ]);
    // VER25.0002 listed with no pack left but another reference's: its packs are dropped, and it is sold by the pack.
    // Most of VER25.0001's packs go: past the removal guard, so allowed.
    const dropped = await withFolder(
      handle,
      {
        'products.csv': PACKS_PRODUCTS,
        'packs.csv': 'reference,pack_code,size,parts\nVER25.0001,GR2,P,1\nVER25.0001,GR2,M,1\n',
      },
      { allowRemovals: true },
    );
    expect(dropped.ok).toBe(true);
    const noPacks = await withFolder(handle, {
      'skus.csv':
        'reference,color_code,size,color_name,size_order,active\nVER25.0002,10,38,AZUL,1,false\nVER25.0002,10,40,AZUL,2,true\n',
    });
    expect(noPacks).toEqual({
      ok: false,
      problems: [
        'packs.csv: size: o tamanho 38 do pacote J1 (já importado) não é um tamanho ativo da referência VER25.0002',
      ],
    });
  });
});
