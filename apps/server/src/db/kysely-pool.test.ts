import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../testing/test-database.ts';
import { kyselyPool } from './kysely-pool.ts';

// The adapter only changes how pg is called (callbacks instead of its promises); what Kysely sees must not change:
// rows, errors, and each connection going back to the pool.

const openPool = (max: number) => new pg.Pool({ connectionString: testDatabaseUrl(), max });

describe('the pg pool as Kysely takes it', () => {
  it('answers rows with their parameters bound, as pg gives them', async () => {
    const pool = openPool(2);
    const db = new Kysely<Record<string, never>>({
      dialect: new PostgresDialect({ pool: kyselyPool(pool) }),
    });
    try {
      const { rows } = await sql<{ n: number; label: string }>`
        select ${41}::int + 1 as n, ${'Maringá'}::text as label`.execute(db);
      expect(rows).toEqual([{ n: 42, label: 'Maringá' }]);
    } finally {
      await db.destroy();
    }
  });

  it("rejects with PostgreSQL's own error and gives the connection back each time", async () => {
    const pool = openPool(2);
    const db = new Kysely<Record<string, never>>({
      dialect: new PostgresDialect({ pool: kyselyPool(pool) }),
    });
    try {
      // More failures than the pool has connections: one not given back would leave the last query waiting forever.
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await expect(sql`select * from tabela_que_nao_existe`.execute(db)).rejects.toMatchObject({
          code: '42P01',
          message: 'relation "tabela_que_nao_existe" does not exist',
        });
      }
      const { rows } = await sql<{ ok: number }>`select 1 as ok`.execute(db);
      expect(rows).toEqual([{ ok: 1 }]);
      expect(pool.totalCount).toBeLessThanOrEqual(2);
      expect(pool.idleCount).toBe(pool.totalCount);
    } finally {
      await db.destroy();
    }
  });

  it('hands Kysely the same client object for the same connection, so it keeps one wrapper per connection', async () => {
    const pool = openPool(1);
    const adapted = kyselyPool(pool);
    try {
      const first = await adapted.connect();
      first.release();
      const second = await adapted.connect();
      second.release();
      expect(second).toBe(first);
    } finally {
      await adapted.end();
    }
  });

  it('rejects a connection PostgreSQL refuses, with its reason', async () => {
    const url = new URL(testDatabaseUrl());
    url.pathname = '/banco_que_nao_existe';
    const adapted = kyselyPool(new pg.Pool({ connectionString: url.toString(), max: 1 }));
    try {
      await expect(adapted.connect()).rejects.toThrow('database "banco_que_nao_existe" does not exist');
    } finally {
      await adapted.end();
    }
  });
});
