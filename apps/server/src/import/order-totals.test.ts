import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { migrations } from '../db/migrations/index.ts';
import { databaseKinds, openTestDatabase } from '../testing/test-database.ts';
import { importFolder } from './import-folder.ts';
import { fixtureFolder } from '../testing/import-fixtures.ts';

// order_totals (migration 20261124090000) stands in for each order's items in the reports, so it must hold their sums
// after every way data arrives: a first load (COPY, with keys kept or rebuilt), the staged path, a re-import that
// changes or removes items, and an upgrade of a database that already has items.

type Total = { order: string; parts: string; value: string; net: string };

const totals = async (handle: DatabaseHandle): Promise<string[]> => {
  const { rows } = await sql<Total>`
    select order_number::text as "order", parts::text as parts, round(value, 2)::text as value, round(net_value, 2)::text as net
    from order_totals order by order_number`.execute(handle.db);
  return rows.map((row) => `${row.order} ${row.parts} ${row.value} ${row.net}`);
};

/** The totals as recomputed from the items right now: what order_totals must equal. */
const fromItems = async (handle: DatabaseHandle): Promise<string[]> => {
  const { rows } = await sql<Total>`
    select order_number::text as "order", sum(parts)::text as parts, round(sum(value), 2)::text as value,
           round(sum(net_value), 2)::text as net
    from order_items group by order_number order by order_number`.execute(handle.db);
  return rows.map((row) => `${row.order} ${row.parts} ${row.value} ${row.net}`);
};

// base/order_items.csv: 100001 has two items (12 + 6 parts), 100002 and 100003 one each.
const BASE = ['100001 18 954.00 906.30', '100002 24 840.00 840.00', '100003 12 1068.00 1014.60'];

const importOverlay = async (handle: DatabaseHandle, overlays: string[], options = {}) => {
  const folder = fixtureFolder(...overlays);
  try {
    const result = await importFolder(handle, folder.dir, options);
    if (!result.ok) throw new Error(result.problems.join('\n'));
    return result;
  } finally {
    folder.remove();
  }
};

describe.each(databaseKinds)('order totals on %s', (kind) => {
  let handles: DatabaseHandle[] = [];
  const open = async (): Promise<DatabaseHandle> => {
    const handle = await openTestDatabase(kind);
    handles.push(handle);
    return handle;
  };
  beforeAll(() => {
    handles = [];
  });
  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
  });

  it.each([
    ['a first load', {}],
    ['a first load with keys and indexes rebuilt', { bulkMinBytes: 0 }],
    ['the staged path', { firstLoad: false }],
  ])('are each order’s item sums after %s', async (_name, options) => {
    const handle = await open();
    await importOverlay(handle, [], options);
    expect(await totals(handle)).toEqual(BASE);
  });

  it('follow a re-import that changes and removes items, and a repeated one writes none', async () => {
    const handle = await open();
    await importOverlay(handle, []);
    // corrected/: 100001 loses its VER25.0002 item, 100002 goes from 24 to 30 parts, 100003 is the same.
    await importOverlay(handle, ['corrected']);
    const corrected = ['100001 12 420.00 399.00', '100002 30 1050.00 1050.00', '100003 12 1068.00 1014.60'];
    expect(await totals(handle)).toEqual(corrected);
    expect(await fromItems(handle)).toEqual(corrected);

    const stamp = async () =>
      (
        await sql<{
          xmin: string;
        }>`select xmin::text as xmin from order_totals order by order_number`.execute(handle.db)
      ).rows;
    const before = await stamp();
    await importOverlay(handle, ['corrected']);
    expect(await stamp()).toEqual(before);
  });

  it('are filled by the migration from the items of a database being upgraded', async () => {
    const handle = await open();
    await importOverlay(handle, []);
    const migrator = new Migrator({
      db: handle.db,
      provider: { getMigrations: async () => migrations },
      ...(handle.schema ? { migrationTableSchema: handle.schema } : {}),
    });
    const down = await migrator.migrateTo('20261123220000_invoices_order_issue_cover');
    expect(down.error).toBeUndefined();
    await migrateToLatest(handle.db, handle.schema);
    expect(await totals(handle)).toEqual(BASE);
  });
});
