import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/connect.ts';
import { databaseKinds, openTestDatabase } from '../testing/test-database.ts';
import { importFolder, type ImportResult } from './import-folder.ts';
import { FIXTURES, fixtureFolder, tableCounts } from '../testing/import-fixtures.ts';

const importOverlay = async (handle: DatabaseHandle, ...overlays: string[]): Promise<ImportResult> => {
  const folder = fixtureFolder(...overlays);
  try {
    return await importFolder(handle, folder.dir);
  } finally {
    folder.remove();
  }
};

const changedOf = (result: ImportResult): Record<string, number> => {
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result.changed;
};

describe.each(databaseKinds)('re-import on %s', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('refuses a repeated key on a first load too, leaving every table empty', async () => {
    const result = await importOverlay(handle, 'duplicate-key');
    expect(result).toEqual({
      ok: false,
      problems: [
        'order_items.csv:6: order_number, reference: combinação repetida no arquivo (100001 / VER25.0001, já na linha 2)',
      ],
    });
    expect(Object.values(await tableCounts(handle)).every((count) => count === 0)).toBe(true);
  });

  it('updates by key, keeps routes edited in the portal and replaces snapshots', async () => {
    changedOf(await importOverlay(handle));
    // The portal edits one customer's route and one city route (what the routes API does).
    await sql`update customers set route = 77, route_version = route_version + 1 where register = '11222333000181'`.execute(
      handle.db,
    );
    await sql`update city_routes set route = 55, route_version = route_version + 1 where representative_id = 1`.execute(
      handle.db,
    );
    const before = await handle.db
      .selectFrom('users')
      .select(['username', 'password_hash', 'token_version'])
      .orderBy('username')
      .execute();

    const changed = changedOf(await importOverlay(handle, 'corrected'));
    expect(changed).toMatchObject({
      'customers.csv': 2,
      'city_routes.csv': 1,
      'order_items.csv': 2,
      'commission_entries.csv': 4,
      'users.csv': 1,
      'orders.csv': 0,
    });

    const customers = await handle.db
      .selectFrom('customers')
      .select(['register', 'name', 'route'])
      .orderBy('register')
      .execute();
    expect(customers).toEqual([
      { register: '11222333000181', name: 'MODAS ESTRELA NOVA LTDA', route: 77 },
      { register: '60574631000146', name: 'BOUTIQUE "CHARME" ME', route: 9 },
    ]);
    const cityRoutes = await handle.db
      .selectFrom('city_routes')
      .select(['representative_id', 'route'])
      .orderBy('representative_id')
      .execute();
    expect(cityRoutes).toEqual([
      { representative_id: 1, route: 55 },
      { representative_id: 2, route: 21 },
    ]);
    const items = await handle.db
      .selectFrom('order_items')
      .select(['order_number', 'reference', 'parts'])
      .orderBy(['order_number', 'reference'])
      .execute();
    expect(items.map((item) => `${item.order_number} ${item.reference} ${item.parts}`)).toEqual([
      '100001 VER25.0001 12',
      '100002 VER25.0001 30',
      '100003 VER25.0002 12',
    ]);
    const { rows: entries } = await sql<{ entry: string }>`
      select representative_id || ' ' || kind || ' ' || value as entry from commission_entries order by 1`.execute(
      handle.db,
    );
    expect(entries.map((row) => row.entry)).toEqual(['1 credit 45.32', '1 debit 7.00', '2 credit 10.00']);

    const after = await handle.db
      .selectFrom('users')
      .select(['username', 'password_hash', 'token_version'])
      .orderBy('username')
      .execute();
    expect(after[0]).toEqual(before[0]);
    expect(after[1]?.password_hash).not.toBe(before[1]?.password_hash);
    expect(after[1]?.token_version).toBe((before[1]?.token_version ?? 0) + 1);

    const again = changedOf(await importOverlay(handle, 'corrected'));
    expect(Object.values(again).every((count) => count === 0)).toBe(true);
  });

  it('loads a folder holding only some files, referencing rows already in the database', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-orders-only-'));
    try {
      cpSync(join(FIXTURES, 'orders-only'), dir, { recursive: true });
      const result = await importFolder(handle, dir);
      expect(result).toEqual({ ok: true, counts: { 'orders.csv': 1 }, changed: { 'orders.csv': 1 } });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect((await tableCounts(handle)).orders).toBe(4);
  });
});
