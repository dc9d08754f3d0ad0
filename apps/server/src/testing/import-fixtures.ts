import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/connect.ts';

export const FIXTURES = fileURLToPath(new URL('../../test-fixtures/bad-import/', import.meta.url));

/** A temp folder with base/ plus the given case folders laid on top, removed by the returned function. */
export const fixtureFolder = (...overlays: string[]): { dir: string; remove: () => void } => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-import-'));
  cpSync(join(FIXTURES, 'base'), dir, { recursive: true });
  for (const overlay of overlays) cpSync(join(FIXTURES, overlay), dir, { recursive: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
};

export const IMPORTED_TABLES = [
  'supervisors',
  'representatives',
  'users',
  'quota_articles',
  'collections',
  'products',
  'cities',
  'customers',
  'customer_representatives',
  'city_routes',
  'orders',
  'order_items',
  'order_totals',
  'invoices',
  'receivables',
  'goals',
  'commission_entries',
] as const;

/** Every imported row as text, ordered: two snapshots are equal only when nothing changed. */
export const snapshot = async (handle: DatabaseHandle): Promise<Record<string, string[]>> => {
  const result: Record<string, string[]> = {};
  for (const table of IMPORTED_TABLES) {
    const { rows } = await sql<{
      row: string;
    }>`select t::text as row from ${sql.table(table)} t order by 1`.execute(handle.db);
    result[table] = rows.map((row) => row.row);
  }
  return result;
};

export const tableCounts = async (handle: DatabaseHandle): Promise<Record<string, number>> => {
  const result: Record<string, number> = {};
  for (const table of IMPORTED_TABLES) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(
      handle.db,
    );
    result[table] = Number(rows[0]?.n ?? 0);
  }
  return result;
};
