// The embedded database's own thread (docs/decisions/140). Plain JavaScript: the server's Node runs it as it is, from
// the sources in tests and beside the bundle in production (scripts/build-server.mjs copies it).
// Messages in: { id, op: 'query' | 'listen' | 'unlisten' | 'dump' | 'close', ... }. Out: { id, ok, result | error },
// and { op: 'notify', channel, payload } for a NOTIFY, posted before the answer of the statement that caused it.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';

// The same JS types as node-postgres gets (db/connect.ts): date → 'YYYY-MM-DD', numeric → string, int8 → number.
const parsers = {
  [types.DATE]: (value) => value,
  [types.INT8]: (value) => Number(value),
  [types.NUMERIC]: (value) => value,
};

const pglite = await PGlite.create({
  ...(workerData.dataDir ? { dataDir: workerData.dataDir } : {}),
  ...(workerData.startFrom ? { loadDataDir: new Blob([workerData.startFrom]) } : {}),
  parsers,
});

const unlisteners = new Map();

// PostgreSQL's error fields travel as plain properties, so the error handler maps an SQLSTATE as from node-postgres.
const errorFields = [
  'code',
  'severity',
  'detail',
  'hint',
  'position',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'where',
];
const plainError = (error) => {
  const plain = { message: error instanceof Error ? error.message : String(error) };
  for (const field of errorFields) if (error?.[field] !== undefined) plain[field] = error[field];
  return plain;
};

const run = async (message) => {
  switch (message.op) {
    case 'query': {
      const options = message.blob ? { blob: new Blob([message.blob]) } : undefined;
      const result = await pglite.query(message.sql, message.params ?? [], options);
      return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
    }
    case 'listen': {
      if (!unlisteners.has(message.channel))
        unlisteners.set(
          message.channel,
          await pglite.listen(message.channel, (payload) =>
            parentPort.postMessage({ op: 'notify', channel: message.channel, payload }),
          ),
        );
      return null;
    }
    case 'unlisten': {
      await unlisteners.get(message.channel)?.();
      unlisteners.delete(message.channel);
      return null;
    }
    case 'dump': {
      // Committed pages written to their files first, so a restore replays little WAL.
      await pglite.exec('CHECKPOINT');
      const tarball = await pglite.runExclusive(() => pglite.dumpDataDir('gzip'));
      return new Uint8Array(await tarball.arrayBuffer());
    }
    case 'close': {
      if (!pglite.closed) await pglite.close();
      return null;
    }
    default:
      throw new Error(`pedido desconhecido: ${message.op}`);
  }
};

parentPort.on('message', (message) => {
  run(message).then(
    (result) =>
      parentPort.postMessage(
        { id: message.id, ok: true, result },
        result instanceof Uint8Array ? [result.buffer] : [],
      ),
    (error) => parentPort.postMessage({ id: message.id, ok: false, error: plainError(error) }),
  );
});

parentPort.postMessage({ op: 'ready' });
