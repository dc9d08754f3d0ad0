import { connect, type Socket } from 'node:net';
import { createInterface } from 'node:readline';
import type { ExportOrdersResult } from '../export/export-outcome.ts';
import type { ImportProgress, ImportResult } from '../import/import-outcome.ts';
import type { ImportEncoding } from '../import/text-encoding.ts';

/** What a process sends to the one holding a data folder, one JSON object a line. */
export type Request =
  /** A dry run has its own type: a holder that does not know it refuses it rather than importing for real. */
  | {
      type: 'import' | 'import-dry-run';
      folder: string;
      encoding?: ImportEncoding;
      by?: string;
      allowRemovals?: boolean;
    }
  | { type: 'backup' }
  | { type: 'export-orders'; folder: string; by?: string };

/** What the holder sends back: who it is at once, then the answer to a request. */
export type Reply =
  | { type: 'hello'; pid: number; holder: string; nonce: string }
  | { type: 'progress'; progress: ImportProgress }
  | { type: 'result'; result: ImportResult }
  | { type: 'export-result'; result: ExportOrdersResult }
  /** A piece of a backup, base64; `backup-end` follows the last one with the size of the whole. */
  | { type: 'chunk'; data: string }
  | { type: 'backup-end'; bytes: number }
  | { type: 'refused'; message: string }
  | { type: 'failed'; message: string };

export const send = (socket: Socket, message: Request | Reply): void => {
  if (!socket.destroyed) socket.write(`${JSON.stringify(message)}\n`);
};

/** Each line received, parsed; a line that is not JSON ends the conversation. */
export async function* messagesFrom<T>(socket: Socket): AsyncGenerator<T> {
  for await (const line of createInterface({ input: socket, crlfDelay: Infinity })) {
    if (line.length === 0) continue;
    try {
      yield JSON.parse(line) as T;
    } catch {
      return;
    }
  }
}

/** Connects to a Unix socket; rejects with the system error (ECONNREFUSED, ENOENT…) when nobody listens there. */
export const connectTo = (path: string): Promise<Socket> =>
  new Promise((resolve, reject) => {
    const socket = connect(path);
    socket.once('connect', () => {
      socket.off('error', reject);
      resolve(socket);
    });
    socket.once('error', reject);
  });

/** The holder's hello, or undefined when it does not come in time (a holder busy in a long query still holds). */
export const helloFrom = async (
  socket: Socket,
  waitMs: number,
): Promise<Extract<Reply, { type: 'hello' }> | undefined> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), waitMs);
  });
  const first = (async () => {
    for await (const message of messagesFrom<Reply>(socket))
      return message.type === 'hello' ? message : undefined;
    return undefined;
  })();
  try {
    return await Promise.race([first, late]);
  } finally {
    clearTimeout(timer);
  }
};
