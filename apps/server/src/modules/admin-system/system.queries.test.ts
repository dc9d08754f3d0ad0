import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/connect.ts';
import { databaseKinds, openTestDatabase } from '../../testing/test-database.ts';
import { databaseBytes } from './system.queries.ts';

// Sistema's "Tamanho do banco" is PostgreSQL's own count of the database (pg_database_size), on either engine.

const postgresCount = async (handle: DatabaseHandle): Promise<number> =>
  Number(
    (await sql<{ bytes: number }>`select pg_database_size(current_database()) as bytes`.execute(handle.db))
      .rows[0]?.bytes,
  );

describe.each([...databaseKinds, 'pglite in a folder' as const])('database size on %s', (kind) => {
  let handle: DatabaseHandle;
  let folder: string | undefined;

  beforeAll(async () => {
    folder = kind === 'pglite in a folder' ? mkdtempSync(join(tmpdir(), 'portal-size-')) : undefined;
    handle = await openTestDatabase(kind === 'postgres' ? 'postgres' : 'pglite', folder ? { folder } : {});
  });

  afterAll(async () => {
    await handle.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  // On PostgreSQL the tests' database is shared with the other workers' schemas, whose writes move its size
  // between two reads: the figure must lie between PostgreSQL's counts taken just before and just after it.
  const expectPostgresCount = async (): Promise<number> => {
    const before = await postgresCount(handle);
    const bytes = await databaseBytes(handle);
    const after = await postgresCount(handle);
    if (kind === 'postgres') {
      expect(bytes).toBeGreaterThanOrEqual(Math.min(before, after));
      expect(bytes).toBeLessThanOrEqual(Math.max(before, after));
    } else {
      expect(bytes).toBe(before);
      expect(bytes).toBe(after);
    }
    return bytes;
  };

  it("is PostgreSQL's count of the database, before and after it grows", async () => {
    const empty = await expectPostgresCount();
    await sql`create table size_probe as select n, repeat('x', 200) as filler from generate_series(1, 20000) n`.execute(
      handle.db,
    );
    const grown = await expectPostgresCount();
    expect(grown).toBeGreaterThan(4 * 1024 * 1024);
    if (kind !== 'postgres') expect(grown).toBeGreaterThan(empty);
  });
});
