import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/connect.ts';
import { databaseKinds, openTestDatabase } from '../testing/test-database.ts';
import { importFolder } from './import-folder.ts';
import { fixtureFolder, IMPORTED_TABLES, tableCounts } from '../testing/import-fixtures.ts';

/** Imported rows as text, without what differs by design between two loads (salted hashes, timestamps, ids). */
const contents = async (handle: DatabaseHandle): Promise<Record<string, string[]>> => {
  const result: Record<string, string[]> = {};
  for (const table of IMPORTED_TABLES) {
    const row =
      table === 'users'
        ? sql`(t.username, t.representative_id, t.supervisor_id, t.active, t.token_version)::text`
        : table === 'commission_entries'
          ? sql`(t.representative_id, t.posted_on, t.kind, t.value, t.description)::text`
          : sql`t::text`;
    const { rows } = await sql<{
      row: string;
    }>`select ${row} as row from ${sql.table(table)} t order by 1`.execute(handle.db);
    result[table] = rows.map((entry) => entry.row);
  }
  return result;
};

describe.each(databaseKinds)('first load on %s', (kind) => {
  let direct: DatabaseHandle;
  let staged: DatabaseHandle;
  let bulk: DatabaseHandle;
  let empty: DatabaseHandle;
  beforeAll(async () => {
    [direct, staged, bulk, empty] = await Promise.all([
      openTestDatabase(kind),
      openTestDatabase(kind),
      openTestDatabase(kind),
      openTestDatabase(kind),
    ]);
  });
  afterAll(async () => {
    await Promise.all([direct?.close(), staged?.close(), bulk?.close(), empty?.close()]);
  });

  /** Every constraint and index, as the catalog defines it: a bulk load must leave the schema as it found it. */
  const schema = async (handle: DatabaseHandle): Promise<string[]> => {
    const { rows } = await sql<{ def: string }>`
      select c.conrelid::regclass::text || ' ' || c.conname || ' ' || pg_get_constraintdef(c.oid) as def
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace where n.nspname = current_schema()
      union all
      select indexdef from pg_indexes where schemaname = current_schema()
      order by 1`.execute(handle.db);
    return rows.map((row) => row.def);
  };

  // A problem met on the way in sends the import to the staged path, which explains it line by line. The last three
  // lines look canonical (canonical-line.ts), so only the database can refuse them: a date that does not exist, a
  // balance over the value (a CHECK) and a CNPJ with wrong check digits that no customer has (the foreign key).
  it.each([
    ['bad-cnpj', 'customers.csv:5: register: CNPJ inválido (dígitos verificadores)'],
    ['dangling-reference', 'orders.csv:5: customer_register: cliente 11444777000161 não existe'],
    ['missing-column', 'customers.csv:1: credit_status: coluna obrigatória ausente'],
    [
      'duplicate-key',
      'order_items.csv:6: order_number, reference: combinação repetida no arquivo (100001 / VER25.0001, já na linha 2)',
    ],
    ['bad-date', 'orders.csv:3: issue_date: data inválida: "2025-02-30" (use AAAA-MM-DD)'],
    ['balance-over-value', 'receivables.csv:3: balance: saldo 453.16 maior que o valor 453.15'],
    ['bad-cnpj-reference', 'orders.csv:3: customer_register: CNPJ inválido (dígitos verificadores)'],
  ])('rejects %s into an empty database with the staged message, leaving it empty', async (name, message) => {
    const folder = fixtureFolder(name);
    try {
      // Keys rebuilt after each file's COPY, then kept live during it (small files): both paths refuse alike.
      const result = await importFolder(empty, folder.dir, { bulkMinBytes: 0 });
      expect(result).toEqual(await importFolder(empty, folder.dir));
      expect(result).toEqual(await importFolder(empty, folder.dir, { firstLoad: false }));
      expect(result.ok ? [] : result.problems[0]).toBe(message);
    } finally {
      folder.remove();
    }
    expect(Object.values(await tableCounts(empty)).every((count) => count === 0)).toBe(true);
  });

  it('writes exactly what the staged path writes, and reports the same counts', async () => {
    const folder = fixtureFolder();
    try {
      const fast = await importFolder(direct, folder.dir);
      const slow = await importFolder(staged, folder.dir, { firstLoad: false });
      expect(fast).toEqual(slow);
    } finally {
      folder.remove();
    }
    expect(await contents(direct)).toEqual(await contents(staged));
  });

  it('with keys and indexes suspended for every file, writes the same rows and restores the schema', async () => {
    const before = await schema(bulk);
    const folder = fixtureFolder();
    try {
      expect(await importFolder(bulk, folder.dir, { bulkMinBytes: 0 })).toMatchObject({ ok: true });
    } finally {
      folder.remove();
    }
    expect(await schema(bulk)).toEqual(before);
    expect(await contents(bulk)).toEqual(await contents(staged));
  });
});
