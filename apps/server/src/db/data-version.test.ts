import { sql } from 'kysely';
import { inTransaction } from '../import/session.ts';
import { describe, expect, it } from 'vitest';
import { databaseKinds, openTestDatabase } from '../testing/test-database.ts';
import { currentDataVersion } from './data-version.queries.ts';

// The answer cache (docs/decisions/035) is only as safe as this list: a table reports read but no trigger watches
// would let a cached answer outlive its data. A new table must be watched (a new migration) or named here.
const NOT_WATCHED = [
  'data_version',
  // Read only by the administrator's calls, which are never kept in the answer cache.
  'import_history',
  'import_runs',
  'kysely_migration',
  'kysely_migration_lock',
  'login_attempts',
  // Pedidos ao ERP's history: read only by the administrator's calls; the export itself moves the version through
  // order_drafts.
  'order_exports',
  // A draft's lines and items change as it is typed; only the orders' calls read them, and those reads are never kept
  // (the draft's send, export, link and delete move the version through order_drafts).
  'order_draft_items',
  'order_draft_lines',
  // Read only by the import, to tell whether users.csv changed a password; never by an answer.
  'user_file_passwords',
];

describe.each(databaseKinds)('data version on %s', (kind) => {
  it('is moved by a trigger on every other table of the schema', async () => {
    const handle = await openTestDatabase(kind);
    try {
      const { rows: tables } = await sql<{ name: string }>`
        select table_name::text as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`.execute(handle.db);
      const { rows: watched } = await sql<{ name: string }>`
        select c.relname::text as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
        where t.tgname = c.relname || '_bumps_data_version' and c.relnamespace = current_schema()::regnamespace
        order by 1`.execute(handle.db);
      const expected = tables.map((row) => row.name).filter((name) => !NOT_WATCHED.includes(name));
      expect(expected.length).toBeGreaterThan(15);
      expect(watched.map((row) => row.name)).toEqual(expected);
    } finally {
      await handle.close();
    }
  });

  it('moves once per writing statement, and not on a read', async () => {
    const handle = await openTestDatabase(kind);
    try {
      const before = Number(await currentDataVersion(handle.db));
      await handle.db.selectFrom('customers').select('register').execute();
      expect(Number(await currentDataVersion(handle.db))).toBe(before);
      await sql`delete from grid_hints`.execute(handle.db);
      expect(Number(await currentDataVersion(handle.db))).toBe(before + 1);
    } finally {
      await handle.close();
    }
  });
});

describe('PostgreSQL connections', () => {
  it('run without JIT, which cost ~60 ms of compiling per report query (docs/decisions/030)', async () => {
    const handle = await openTestDatabase('postgres');
    try {
      const { rows } = await sql<{ jit: string }>`show jit`.execute(handle.db);
      expect(rows[0]?.jit).toBe('off');
    } finally {
      await handle.close();
    }
  });

  it('run reports without parallel workers, and the import with two', async () => {
    const handle = await openTestDatabase('postgres');
    try {
      const { rows } = await sql<{ workers: string }>`
        select current_setting('max_parallel_workers_per_gather') as workers`.execute(handle.db);
      expect(rows[0]?.workers).toBe('0');
      const inImport = await inTransaction(handle, async (session) => {
        const { rows: setting } = await session.query<{ workers: string }>(
          `select current_setting('max_parallel_workers_per_gather') as workers`,
        );
        return setting[0]?.workers;
      });
      expect(inImport).toBe('2');
    } finally {
      await handle.close();
    }
  });
});
