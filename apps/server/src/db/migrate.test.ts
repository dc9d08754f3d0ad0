import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databaseKinds, openTestDatabase } from '../testing/test-database.ts';
import { openDatabase } from './connect.ts';
import { migrateToLatest, migrationNames } from './migrate.ts';

/**
 * An empty database migrated here: on the embedded engine, not the migrated template the other tests start from
 * (testing/test-database.ts), so the migrations themselves run on an empty cluster.
 */
const migratedFromEmpty = async (kind: (typeof databaseKinds)[number]) => {
  if (kind !== 'pglite') return openTestDatabase(kind);
  const handle = await openDatabase({ dataDir: 'memory://' });
  await migrateToLatest(handle.db);
  return handle;
};

describe.each(databaseKinds)('migrations on %s', (kind) => {
  it('creates every table, and running again changes nothing', async () => {
    const handle = await migratedFromEmpty(kind);
    try {
      const again = await migrateToLatest(handle.db, handle.schema);
      expect(again.results).toEqual([]);
      const tables = await handle.db
        .selectFrom(sql<{ table_name: string }>`information_schema.tables`.as('t'))
        .select('table_name')
        .where(sql.ref('table_schema'), '=', sql`current_schema()`)
        .execute();
      const names = tables.map((row) => row.table_name).sort();
      expect(names).toEqual(
        expect.arrayContaining([
          'customers',
          'orders',
          'order_items',
          'receivables',
          'audit_log',
          'grid_profiles',
          'users',
          'user_file_passwords',
          'order_exports',
        ]),
      );
      const applied = await handle.db
        .selectFrom(sql<{ name: string }>`kysely_migration`.as('m'))
        .select('name')
        .execute();
      expect(applied.map((row) => row.name)).toEqual(migrationNames());
    } finally {
      await handle.close();
    }
  });

  it('keeps one index per report access path on receivables, orders and invoices', async () => {
    const handle = await openTestDatabase(kind);
    try {
      const { rows } = await sql<{ name: string; def: string }>`
        select indexname::text as name, indexdef::text as def from pg_indexes
        where schemaname = current_schema() and tablename in ('receivables', 'orders', 'invoices')
        order by 1`.execute(handle.db);
      const columnsOf = (name: string) =>
        /USING btree (.*)$/.exec(rows.find((row) => row.name === name)?.def ?? '')?.[1];
      // Keyed by status too: keyed by customer alone, the planner made Dup. Aberto scan every customer
      // (migration 20261123190000).
      expect(columnsOf('receivables_customer_status_cover_idx')).toBe(
        '(customer_register, status) INCLUDE (due_date, extension_date, value, balance, paid_on)',
      );
      // The plain indexes that repeated a covering index's keys are gone (each cost a rebuild per first load).
      const names = rows.map((row) => row.name);
      for (const gone of [
        'receivables_customer_cover_idx',
        'receivables_customer_idx',
        'orders_rep_issue_idx',
        'invoices_order_idx',
      ]) {
        expect(names).not.toContain(gone);
      }
      // Invoices by order and issue date: per-order range lookups the planner prefers to hashing a month of invoices
      // (migration 20261123220000), replacing the one keyed by the order alone.
      expect(columnsOf('invoices_order_issue_cover_idx')).toBe(
        '(order_number, issue_date) INCLUDE (number, parts, value)',
      );
      expect(names).not.toContain('invoices_order_cover_idx');
      expect(names).toEqual(expect.arrayContaining(['orders_rep_cover_idx']));
    } finally {
      await handle.close();
    }
  });

  it('refuses a customer with a malformed CNPJ and a route out of range', async () => {
    const handle = await openTestDatabase(kind);
    try {
      await handle.db
        .insertInto('cities')
        .values({ code: 3550308, name: 'SÃO PAULO', state_code: 'SP' })
        .execute();
      await handle.db
        .insertInto('representatives')
        .values({ id: 1, name: 'REP', supervisor_id: null, commission_rate: 3 })
        .execute();
      const customer = { name: 'X', city_code: 3550308, representative_id: 1, sale_potential: 0 };
      await expect(
        handle.db
          .insertInto('customers')
          .values({ ...customer, register: '123' })
          .execute(),
      ).rejects.toThrow();
      await expect(
        handle.db
          .insertInto('customers')
          .values({ ...customer, register: '11222333000181', route: 10000 })
          .execute(),
      ).rejects.toThrow();
    } finally {
      await handle.close();
    }
  });
});

describe.each(databaseKinds)('driver types on %s', (kind) => {
  it('reads date as yyyy-mm-dd, numeric as a decimal string and int8 as a number', async () => {
    const handle = await openTestDatabase(kind);
    try {
      const { rows } = await sql<{ d: unknown; n: unknown; c: unknown }>`
        select '2025-01-02'::date as d, 1.50::numeric(14,2) as n, count(*) as c from (values (1), (2)) v`.execute(
        handle.db,
      );
      expect(rows[0]).toEqual({ d: '2025-01-02', n: '1.50', c: 2 });
    } finally {
      await handle.close();
    }
  });
});
