import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { DatabaseHandle, DatabaseKind } from '../db/connect.ts';
import type { EmbeddedConnection } from '../db/embedded-engine.ts';

/**
 * One connection inside one transaction, on either engine. The import runs raw SQL here rather than
 * through Kysely: it needs COPY (a pg client's stream, or PGlite's /dev/blob) in the same transaction
 * as the checks and upserts, which Kysely does not expose.
 */
export type Session = {
  kind: DatabaseKind;
  query: <R = Record<string, unknown>>(
    text: string,
    params?: unknown[],
  ) => Promise<{ rows: R[]; rowCount: number }>;
  /** Streams CSV text (format csv, no header) into `table (columns)`. */
  copyIn: (table: string, columns: string[], chunks: AsyncIterable<string>) => Promise<void>;
};

// PGlite copies from an in-memory blob: flush every few MB so a 10M-row file never sits in memory whole.
const PGLITE_COPY_BYTES = 8 * 1024 * 1024;

const copySql = (table: string, columns: string[], source: string): string =>
  `copy ${table} (${columns.join(', ')}) from ${source} with (format csv)`;

// The statement timeout guards report queries; a bulk upsert of millions of rows needs longer (as on PostgreSQL below).
const pgliteSession = (tx: EmbeddedConnection): Session => ({
  kind: 'pglite',
  query: async <R>(text: string, params: unknown[] = []) => {
    const result = await tx.query<R>(text, params, { timeoutMs: 0 });
    return { rows: result.rows, rowCount: result.affectedRows };
  },
  copyIn: async (table, columns, chunks) => {
    let parts: string[] = [];
    let size = 0;
    const flush = async (): Promise<void> => {
      if (size === 0) return;
      const blob = parts.join('');
      parts = [];
      size = 0;
      await tx.query(copySql(table, columns, `'/dev/blob'`), [], { blob, timeoutMs: 0 });
    };
    for await (const chunk of chunks) {
      parts.push(chunk);
      size += chunk.length;
      if (size >= PGLITE_COPY_BYTES) await flush();
    }
    await flush();
  },
});

const postgresSession = (client: pg.PoolClient): Session => ({
  kind: 'postgres',
  query: async <R>(text: string, params: unknown[] = []) => {
    const result = await client.query(text, params);
    return { rows: result.rows as R[], rowCount: result.rowCount ?? 0 };
  },
  copyIn: async (table, columns, chunks) => {
    await pipeline(Readable.from(chunks), client.query(copyFrom(copySql(table, columns, 'stdin'))));
  },
});

/** Runs `work` in one transaction: committed when it returns, rolled back when it throws. */
export const inTransaction = async <T>(
  handle: DatabaseHandle,
  work: (session: Session) => Promise<T>,
): Promise<T> => {
  if (handle.kind === 'pglite') {
    if (!handle.embedded) throw new Error('PGlite sem instância para a importação');
    return handle.embedded.transaction((tx) => work(pgliteSession(tx)));
  }
  if (!handle.pool) throw new Error('PostgreSQL sem pool para a importação');
  const client = await handle.pool.connect();
  try {
    await client.query('begin');
    // The pool's statement_timeout guards report queries; a bulk upsert of millions of rows needs longer.
    await client.query('set local statement_timeout = 0');
    // Report connections run without parallel workers (db/connect.ts, where this is the session's default); the
    // import's reference checks over millions of rows are one query at a time and use PostgreSQL's usual two.
    await client.query('set local max_parallel_workers_per_gather = 2');
    const result = await work(postgresSession(client));
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
};
