import { Worker } from 'node:worker_threads';

export type EmbeddedResult<R> = { rows: R[]; affectedRows: number };

export type EmbeddedQueryOptions = {
  /** CSV text that `COPY … FROM '/dev/blob'` reads. */
  blob?: string;
  /** Overrides the engine's statement timeout; 0 lets the statement run as long as it takes (an import). */
  timeoutMs?: number;
};

/** The engine as one holder has it: its statements run in order, with nobody else's between them. */
export type EmbeddedConnection = {
  query: <R = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
    options?: EmbeddedQueryOptions,
  ) => Promise<EmbeddedResult<R>>;
};

export type EmbeddedLease = { connection: EmbeddedConnection; release: () => void };

/** A statement ran past the statement timeout; SQLSTATE query_canceled, as PostgreSQL's own timeout reports it. */
export class EmbeddedTimeoutError extends Error {
  readonly code = '57014';
}

/** The engine's thread ended without being asked; SQLSTATE admin_shutdown, which answers 503 like a lost server. */
export class EmbeddedCrashError extends Error {
  readonly code = '57P01';
}

export type EmbeddedEngineOptions = {
  /** PGlite's data folder; none keeps the database in memory (tests). */
  dataDir?: string;
  /** Statement timeout of a folder-backed engine; ignored in memory, where a restart would lose everything. */
  statementTimeoutMs?: number;
  log?: (line: string) => void;
  /**
   * A data folder's tarball (`dump`) an in-memory database starts from instead of an empty cluster: creating a
   * cluster costs seconds of CPU, loading a migrated one a fraction of that (the tests' template, testing/test-database.ts).
   */
  startFrom?: Uint8Array;
};

type Pending = {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  timer?: NodeJS.Timeout;
};

type WorkerReply =
  | { op: 'ready' }
  | { op: 'notify'; channel: string; payload: string }
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: { message: string } & Record<string, unknown> };

const workerUrl = new URL('./embedded-worker.mjs', import.meta.url);

const isRollback = (sql: string) => /^\s*rollback\s*;?\s*$/i.test(sql);

/**
 * PGlite in a worker thread of its own, so a long query never stalls the HTTP thread (docs/decisions/140). PGlite
 * runs one statement at a time and cannot cancel one: a statement past the timeout ends the thread and a new one opens
 * the same folder, which PostgreSQL's recovery brings back to its last commit.
 */
export class EmbeddedEngine {
  private worker: Worker | undefined;
  private ready: Promise<void> = Promise.resolve();
  private generation = 0;
  private nextId = 0;
  private readonly pending = new Map<number, Pending>();
  private held = false;
  private readonly waiting: {
    resolve: (lease: Promise<EmbeddedLease>) => void;
    reject: (error: Error) => void;
  }[] = [];
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private ended = false;
  private untimed = 0;
  private failure: Error | undefined;

  private constructor(private readonly options: EmbeddedEngineOptions) {}

  static async open(options: EmbeddedEngineOptions): Promise<EmbeddedEngine> {
    const engine = new EmbeddedEngine(options);
    engine.ready = engine.spawn();
    await engine.ready;
    return engine;
  }

  get closed(): boolean {
    return this.ended;
  }

  /** Whether a holder has the engine now: a statement sent now would wait for it. */
  get busy(): boolean {
    return this.held;
  }

  get inMemory(): boolean {
    return this.options.dataDir === undefined;
  }

  /** The engine's PostgreSQL data directory on disk; undefined in memory. */
  get dataDir(): string | undefined {
    return this.options.dataDir;
  }

  /** Holds the engine until `release`: a transaction's statements go through its connection. */
  acquire(): Promise<EmbeddedLease> {
    if (this.ended) return Promise.reject(new EmbeddedCrashError('o banco embutido foi fechado'));
    if (!this.held) {
      this.held = true;
      return this.leaseOnceReady();
    }
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  /** Runs `work` holding the engine; the holder is released when it settles. */
  async exclusive<T>(work: (connection: EmbeddedConnection) => Promise<T>): Promise<T> {
    const lease = await this.acquire();
    try {
      return await work(lease.connection);
    } finally {
      lease.release();
    }
  }

  query<R = Record<string, unknown>>(
    sql: string,
    params: readonly unknown[] = [],
    options: EmbeddedQueryOptions = {},
  ): Promise<EmbeddedResult<R>> {
    return this.exclusive((connection) => connection.query<R>(sql, params, options));
  }

  /**
   * Runs `work` with no statement timeout, for a migration at start-up: an index built over a large table may take
   * longer than any report should, and ending the thread would only roll it back for the next start to try again.
   */
  async withoutTimeout<T>(work: () => Promise<T>): Promise<T> {
    this.untimed += 1;
    try {
      return await work();
    } finally {
      this.untimed -= 1;
    }
  }

  /** Committed when `work` returns, rolled back when it throws. */
  transaction<T>(work: (connection: EmbeddedConnection) => Promise<T>): Promise<T> {
    return this.exclusive(async (connection) => {
      await connection.query('begin');
      try {
        const result = await work(connection);
        await connection.query('commit');
        return result;
      } catch (error) {
        await connection.query('rollback').catch(() => undefined);
        throw error;
      }
    });
  }

  /** Calls `onNotice` for each NOTIFY on `channel`, before the statement that sent it returns. */
  async listen(channel: string, onNotice: (payload: string) => void): Promise<() => Promise<void>> {
    let callbacks = this.listeners.get(channel);
    if (!callbacks) {
      callbacks = new Set();
      this.listeners.set(channel, callbacks);
      await this.exclusive(() => this.post({ op: 'listen', channel }, 0));
    }
    callbacks.add(onNotice);
    return async () => {
      callbacks.delete(onNotice);
      if (callbacks.size > 0 || this.listeners.get(channel) !== callbacks) return;
      this.listeners.delete(channel);
      if (!this.ended) await this.exclusive(() => this.post({ op: 'unlisten', channel }, 0));
    };
  }

  /** The data folder as a gzipped tarball, taken after a checkpoint while nothing else runs. */
  dump(): Promise<Uint8Array> {
    return this.exclusive(() => this.post({ op: 'dump' }, 0) as Promise<Uint8Array>);
  }

  async close(): Promise<void> {
    if (this.ended) return;
    try {
      await this.exclusive(() => this.post({ op: 'close' }, 0));
    } catch {
      // A thread that cannot close cleanly is ended below all the same; PostgreSQL's recovery covers it.
    }
    this.ended = true;
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private async leaseOnceReady(): Promise<EmbeddedLease> {
    try {
      await this.ready;
    } catch (error) {
      // A restart that failed is tried again by the next holder, so a passing problem does not stop the engine.
      if (this.ended || this.inMemory) {
        this.handOn();
        throw error;
      }
      this.ready = this.spawn();
      try {
        await this.ready;
      } catch (again) {
        this.handOn();
        throw again;
      }
    }
    const generation = this.generation;
    let released = false;
    return {
      connection: {
        query: async <R>(
          sql: string,
          params: readonly unknown[] = [],
          options: EmbeddedQueryOptions = {},
        ) => {
          // The thread this holder began on was ended: its transaction is gone, and nothing may run outside it.
          if (generation !== this.generation) {
            if (isRollback(sql)) return { rows: [] as R[], affectedRows: 0 };
            throw this.failure ?? new EmbeddedCrashError('o banco embutido foi reaberto');
          }
          const timeoutMs =
            this.inMemory || this.untimed > 0
              ? 0
              : (options.timeoutMs ?? this.options.statementTimeoutMs ?? 0);
          return (await this.post(
            {
              op: 'query',
              sql,
              params: [...params],
              ...(options.blob === undefined ? {} : { blob: options.blob }),
            },
            timeoutMs,
          )) as EmbeddedResult<R>;
        },
      },
      release: () => {
        if (released) return;
        released = true;
        this.handOn();
      },
    };
  }

  private handOn(): void {
    const next = this.waiting.shift();
    if (next) next.resolve(this.leaseOnceReady());
    else this.held = false;
  }

  private post(message: Record<string, unknown>, timeoutMs: number): Promise<unknown> {
    const worker = this.worker;
    if (!worker)
      return Promise.reject(this.failure ?? new EmbeddedCrashError('o banco embutido não está aberto'));
    const id = ++this.nextId;
    return new Promise((resolve, reject) => {
      const pending: Pending = { resolve, reject };
      if (timeoutMs > 0)
        pending.timer = setTimeout(() => {
          this.restart(
            new EmbeddedTimeoutError(
              `a consulta passou de ${timeoutMs} ms (STATEMENT_TIMEOUT_MS) e foi interrompida; o banco embutido foi reaberto`,
            ),
          );
        }, timeoutMs);
      this.pending.set(id, pending);
      worker.ref();
      worker.postMessage({ ...message, id });
    });
  }

  private spawn(): Promise<void> {
    const { dataDir, startFrom } = this.options;
    const worker = new Worker(workerUrl, { workerData: { dataDir, startFrom } });
    this.worker = worker;
    return new Promise<void>((resolve, reject) => {
      let opened = false;
      worker.on('message', (reply: WorkerReply) => {
        if ('op' in reply) {
          if (reply.op === 'ready') {
            opened = true;
            worker.unref();
            resolve(this.listenAgain());
          } else for (const callback of this.listeners.get(reply.channel) ?? []) callback(reply.payload);
          return;
        }
        const pending = this.pending.get(reply.id);
        if (!pending) return;
        this.pending.delete(reply.id);
        // An idle thread does not keep the process alive, as an idle in-thread PGlite would not.
        if (this.pending.size === 0) worker.unref();
        clearTimeout(pending.timer);
        if (reply.ok) pending.resolve(reply.result);
        else pending.reject(Object.assign(new Error(reply.error.message), reply.error));
      });
      const gone = (reason: string) => {
        if (this.worker !== worker) return;
        const error = new EmbeddedCrashError(`o banco embutido parou: ${reason}`);
        if (!opened) {
          this.worker = undefined;
          reject(error);
          return;
        }
        this.restart(error);
      };
      worker.on('error', (error) => gone(error.message));
      worker.on('exit', (code) => gone(`fim da thread (código ${code})`));
    });
  }

  /** Notices asked for before a restart keep coming after it. */
  private async listenAgain(): Promise<void> {
    for (const channel of this.listeners.keys()) await this.post({ op: 'listen', channel }, 0);
  }

  /** Ends the thread, failing what it was running and what waited for it, and opens the folder again. */
  private restart(error: Error): void {
    const worker = this.worker;
    if (!worker || this.ended) return;
    this.generation += 1;
    this.failure = error;
    this.worker = undefined;
    for (const pending of this.pending.values()) {
      clearTimeout(pending.timer);
      pending.reject(error);
    }
    this.pending.clear();
    for (const waiter of this.waiting.splice(0)) waiter.reject(error);
    if (this.inMemory) {
      // Nothing to reopen: the data lived in the thread that ended.
      this.ended = true;
      void worker.terminate();
      return;
    }
    const started = Date.now();
    this.options.log?.(`banco embutido: ${error.message}`);
    this.ready = worker
      .terminate()
      .then(() => this.spawn())
      .then(() => this.options.log?.(`banco embutido reaberto em ${Date.now() - started} ms`));
    this.ready.catch(() => undefined);
  }
}
