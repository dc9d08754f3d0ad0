import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { DatabaseHandle } from '../db/connect.ts';
import type { EmbeddedEngine } from '../db/embedded-engine.ts';
import { DatabaseUnavailableError, type DataFolderInUseError } from '../db/database-errors.ts';
import { connectTo, messagesFrom, send, type Reply } from './control-channel.ts';
import { claimDataFolder, type RequestHandler } from './folder-claim.ts';

/** Each chunk of a backup sent over the control socket: 1 MiB, base64 in one JSON line. */
const CHUNK_BYTES = 1 << 20;

/**
 * A consistent copy of the embedded database: PGlite's own data folder as a gzipped tarball. A checkpoint first
 * writes the committed pages to their files, so restoring replays little WAL; then the copy is taken while PGlite
 * runs nothing else (its query lock held), so no file changes under it. A transaction open meanwhile (an import
 * between two statements) is simply not in the copy, as after a crash: the restored database rolls it back.
 */
export const dumpEmbedded = (engine: EmbeddedEngine): Promise<Uint8Array> => engine.dump();

/** The holder's side: the running server makes the copy and streams it back over the socket. */
export const answerBackups = (handle: DatabaseHandle, log: (line: string) => void): RequestHandler => {
  return async (request, reply) => {
    if (request.type !== 'backup' || !handle.embedded) {
      reply({ type: 'refused', message: 'pedido desconhecido' });
      return;
    }
    const started = Date.now();
    const bytes = await dumpEmbedded(handle.embedded);
    for (let at = 0; at < bytes.length; at += CHUNK_BYTES)
      reply({ type: 'chunk', data: Buffer.from(bytes.subarray(at, at + CHUNK_BYTES)).toString('base64') });
    reply({ type: 'backup-end', bytes: bytes.length });
    log(`backup pedido por outro processo: ${bytes.length} bytes em ${Date.now() - started} ms`);
  };
};

/** The caller's side: asks the process holding the folder for a backup; resolves with its bytes. */
export const handBackupOver = async (busy: DataFolderInUseError): Promise<Buffer> => {
  const holder = `${busy.by.holder ?? 'o processo que a abriu'}${busy.by.pid === undefined ? '' : ` (pid ${busy.by.pid})`}`;
  let socket;
  try {
    socket = await connectTo(busy.socketPath);
  } catch {
    throw new DatabaseUnavailableError(
      `${holder} deixou a pasta de dados ${busy.folder}; rode o backup de novo`,
    );
  }
  const chunks: Buffer[] = [];
  try {
    send(socket, { type: 'backup' });
    for await (const message of messagesFrom<Reply>(socket)) {
      if (message.type === 'chunk') chunks.push(Buffer.from(message.data, 'base64'));
      else if (message.type === 'backup-end') {
        const whole = Buffer.concat(chunks);
        if (whole.length !== message.bytes)
          throw new DatabaseUnavailableError(`o backup recebido de ${holder} veio incompleto`);
        return whole;
      } else if (message.type === 'refused')
        throw new DatabaseUnavailableError(`${busy.message}: ${message.message}`);
      else if (message.type === 'failed')
        throw new DatabaseUnavailableError(`o backup feito por ${holder} falhou: ${message.message}`);
    }
  } finally {
    socket.destroy();
  }
  throw new DatabaseUnavailableError(
    `a conexão com ${holder} caiu antes do fim do backup: rode o backup de novo`,
  );
};

export type Restored = { pgdata: string; previous?: string; customers: number; auditRows: number };

const stamp = (): string => new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

/**
 * Restores a backup into `dataDir` (resolved), which no process may hold: the folder is claimed first, so a running
 * server makes this fail with DataFolderInUseError. A database already there is kept aside, renamed
 * `pgdata.antes-da-restauracao-<data>`, and put back if the backup does not open.
 */
export const restoreEmbedded = async (dataDir: string, tarball: Buffer): Promise<Restored> => {
  mkdirSync(dataDir, { recursive: true });
  const claim = await claimDataFolder(dataDir, 'uma restauração');
  const pgdata = join(dataDir, 'pgdata');
  let previous: string | undefined;
  try {
    if (existsSync(pgdata)) {
      previous = `${pgdata}.antes-da-restauracao-${stamp()}`;
      renameSync(pgdata, previous);
    }
    try {
      const pglite = await PGlite.create({ dataDir: pgdata, loadDataDir: new Blob([tarball]) });
      try {
        const count = async (table: string) =>
          (await pglite.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]?.n ?? 0;
        return {
          pgdata,
          ...(previous ? { previous } : {}),
          customers: await count('customers'),
          auditRows: await count('audit_log'),
        };
      } finally {
        await pglite.close();
      }
    } catch (error) {
      rmSync(pgdata, { recursive: true, force: true });
      if (previous) renameSync(previous, pgdata);
      throw new DatabaseUnavailableError(
        `o arquivo não é um backup do portal que possa ser restaurado (${error instanceof Error ? error.message : String(error)}); nada foi alterado`,
      );
    }
  } finally {
    await claim.release();
  }
};
