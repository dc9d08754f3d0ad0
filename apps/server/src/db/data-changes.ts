import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseHandle } from './connect.ts';

/** The channel migration 20261124120000 notifies on each committed move of the data version; payload: the schema. */
const CHANNEL = 'portal_data_changed';
/** How the listening connection shows in pg_stat_activity (docs/operations.md). */
export const LISTENER_APPLICATION_NAME = 'portal-data-changes';
/** Where the listening session sends itself the heartbeat's notice; each process ignores the others' nonces. */
const PROBE_CHANNEL = 'portal_data_changed_probe';

export type DataChangeListener = {
  /** A transaction that moved the data version committed (in this process or any other on the database). */
  changed: () => void;
  /**
   * Whether notices are arriving. True once listening (notices sent before may have been missed: treat it as a change
   * too); false as soon as the listening connection is in doubt, until it is back.
   */
  watching: (on: boolean) => void;
};

export type DataChangeWatch = { stop: () => Promise<void> };

export type WatchOptions = {
  /** How the listening connection shows in pg_stat_activity. */
  applicationName: string;
  /** How often the listening session sends itself a notice, and how long that notice may take to come back. */
  heartbeatMs: number;
  heartbeatTimeoutMs: number;
  /** First wait before listening again after a loss; doubled on each failure up to the maximum. */
  retryMs: number;
  maxRetryMs: number;
};

const defaults: WatchOptions = {
  applicationName: LISTENER_APPLICATION_NAME,
  heartbeatMs: 5_000,
  heartbeatTimeoutMs: 2_000,
  retryMs: 500,
  maxRetryMs: 30_000,
};

/**
 * Listens for the data-change notices of the handle's database (its primary: writes and users live there). PGlite
 * delivers a notice before the statement that caused it returns, so nothing is ever missed there. On PostgreSQL one
 * connection of its own LISTENs, and every few seconds sends itself a notice that must come back in time: it is dropped
 * and opened again (with growing waits) when it errors, ends or misses that heartbeat, and the listener is told it is not
 * watching meanwhile, so nothing kept is trusted while notices may be lost. A half-open connection on a broken network
 * shows no error, and a pooler in transaction mode answers queries but loses notices: only the heartbeat reveals them.
 */
export const watchDataChanges = async (
  handle: DatabaseHandle,
  listener: DataChangeListener,
  options: Partial<WatchOptions> = {},
): Promise<DataChangeWatch> => {
  if (handle.embedded) {
    const pglite = handle.embedded;
    const schema = await currentSchemaOf((text) => pglite.query<{ schema: string }>(text));
    const unlisten = await pglite.listen(CHANNEL, (payload) => {
      if (payload === schema) listener.changed();
    });
    listener.watching(true);
    return {
      stop: async () => {
        listener.watching(false);
        if (!pglite.closed) await unlisten();
      },
    };
  }
  if (!handle.pool) throw new Error('watchDataChanges: banco sem conexão PostgreSQL');
  return watchPostgres(handle.pool, listener, { ...defaults, ...options });
};

const currentSchemaOf = async (
  query: (text: string) => Promise<{ rows: { schema: string }[] }>,
): Promise<string> => {
  const { rows } = await query('select current_schema() as schema');
  return rows[0]?.schema ?? 'public';
};

const watchPostgres = (
  pool: pg.Pool,
  listener: DataChangeListener,
  settings: WatchOptions,
): DataChangeWatch => {
  let stopped = false;
  let current: pg.Client | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let retry: NodeJS.Timeout | undefined;
  let wait = settings.retryMs;

  const drop = (client: pg.Client) => {
    client.removeAllListeners('notification');
    client.on('error', () => undefined);
    client.end().catch(() => undefined);
  };

  const lose = (client: pg.Client) => {
    if (current !== client) return;
    current = undefined;
    clearInterval(heartbeat);
    listener.watching(false);
    drop(client);
    scheduleListen();
  };

  const scheduleListen = () => {
    if (stopped) return;
    retry = setTimeout(() => void listen(), wait);
    retry.unref();
    wait = Math.min(wait * 2, settings.maxRetryMs);
  };

  const listen = async () => {
    // Same settings as the pool (server, schema, timeouts), a connection of its own: LISTEN binds to a session.
    const client = new pg.Client({
      ...pool.options,
      keepAlive: true,
      application_name: settings.applicationName,
    });
    const probes = new Map<string, () => void>();
    client.on('error', () => lose(client));
    client.on('end', () => lose(client));
    try {
      await client.connect();
      const schema = await currentSchemaOf((text) => client.query<{ schema: string }>(text));
      client.on('notification', (notice) => {
        if (notice.channel === CHANNEL && notice.payload === schema) listener.changed();
        else if (notice.channel === PROBE_CHANNEL) probes.get(notice.payload ?? '')?.();
      });
      await client.query(`listen ${CHANNEL}`);
      await client.query(`listen ${PROBE_CHANNEL}`);
      // Proof that notices reach this session before trusting them (behind a pooler in transaction mode they do not).
      await probe(client, probes);
    } catch {
      drop(client);
      scheduleListen();
      return;
    }
    if (stopped) {
      drop(client);
      return;
    }
    current = client;
    wait = settings.retryMs;
    heartbeat = setInterval(() => {
      probe(client, probes).catch(() => lose(client));
    }, settings.heartbeatMs);
    heartbeat.unref();
    listener.watching(true);
  };

  /** A notice this session sends itself, which must come back in time: the link and its notices both work. */
  const probe = async (client: pg.Client, probes: Map<string, () => void>): Promise<void> => {
    const nonce = randomBytes(8).toString('hex');
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<void>((resolve, reject) => {
      probes.set(nonce, resolve);
      timer = setTimeout(() => reject(new Error('sem resposta')), settings.heartbeatTimeoutMs);
    });
    try {
      await Promise.all([client.query('select pg_notify($1, $2)', [PROBE_CHANNEL, nonce]), heard]);
    } finally {
      clearTimeout(timer);
      probes.delete(nonce);
    }
  };

  void listen();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const client = current;
      current = undefined;
      listener.watching(false);
      if (client) {
        client.removeAllListeners();
        client.on('error', () => undefined);
        await client.end().catch(() => undefined);
      }
    },
  };
};
