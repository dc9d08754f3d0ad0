import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type { EmbeddedEngine, EmbeddedLease } from './embedded-engine.ts';

class EmbeddedKyselyConnection implements DatabaseConnection {
  constructor(readonly lease: EmbeddedLease) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.lease.connection.query<R>(compiled.sql, compiled.parameters);
    return result.affectedRows
      ? { rows: result.rows, numAffectedRows: BigInt(result.affectedRows) }
      : { rows: result.rows };
  }

  // Kysely streams only when asked (`.stream()`); the portal's exports page with FETCH on PostgreSQL instead.
  async *streamQuery<R>(compiled: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    yield await this.executeQuery<R>(compiled);
  }
}

/**
 * Kysely holds one connection per query or transaction: here it is the engine itself, held for that long, so a
 * transaction's statements run one after the other with nobody else's between them.
 */
class EmbeddedDriver implements Driver {
  constructor(private readonly engine: EmbeddedEngine) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new EmbeddedKyselyConnection(await this.engine.acquire());
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    await connection.executeQuery(
      CompiledQuery.raw(
        settings.isolationLevel ? `start transaction isolation level ${settings.isolationLevel}` : 'begin',
      ),
    );
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as EmbeddedKyselyConnection).lease.release();
  }

  async destroy(): Promise<void> {
    await this.engine.close();
  }
}

/** Kysely on the embedded engine (db/embedded-engine.ts). */
export class EmbeddedDialect implements Dialect {
  constructor(private readonly engine: EmbeddedEngine) {}

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new EmbeddedDriver(this.engine);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
