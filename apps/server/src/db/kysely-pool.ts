import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

// Kysely's PostgreSQL driver calls `client.query(sql, parameters)` without a callback, and pg then answers through
// a promise it makes inside Client#query. On Node 20 that path left every query's rows alive through two young-
// generation collections: much of what a report call allocates was copied and promoted, and each scavenge paused the
// process many times longer (bench/api/query-retention.ts measures both ways). Calling
// pg with callbacks (query and connect) and making the promises here keeps nothing, so Kysely gets the pool through this adapter.

const adapters = new WeakMap<pg.PoolClient, PostgresPoolClient>();

const adapt = (client: pg.PoolClient): PostgresPoolClient => {
  const query = <R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>> =>
    new Promise((resolve, reject) => {
      client.query(sql, parameters as unknown[], (error, result) =>
        error ? reject(error) : resolve(result as unknown as PostgresQueryResult<R>),
      );
    });
  // Kysely's other overload (a cursor) is only called when its dialect is given a cursor class; the portal's is not.
  return { query: query as PostgresPoolClient['query'], release: () => client.release() };
};

/** The pool as Kysely's PostgresDialect takes it, each client answering through a callback (see above). */
export const kyselyPool = (pool: pg.Pool): PostgresPool => ({
  connect: () =>
    new Promise((resolve, reject) => {
      pool.connect((error, client) => {
        if (error || !client) return reject(error ?? new Error('pg: conexão não obtida'));
        let adapter = adapters.get(client);
        if (!adapter) {
          adapter = adapt(client);
          adapters.set(client, adapter);
        }
        resolve(adapter);
      });
    }),
  end: () => pool.end(),
});
