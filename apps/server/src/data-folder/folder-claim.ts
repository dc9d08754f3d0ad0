import { randomBytes } from 'node:crypto';
import { chmodSync, lstatSync, unlinkSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { DataFolderInUseError } from '../db/database-errors.ts';
import { connectTo, helloFrom, messagesFrom, send, type Reply, type Request } from './control-channel.ts';
import { socketPathFor } from './socket-path.ts';

/** Answers one request of another process; `reply` may be called many times (progress) before the end. */
export type RequestHandler = (request: Request, reply: (message: Reply) => void) => Promise<void>;

/** The embedded data folder, held by this process until `release`. */
export type FolderClaim = {
  socketPath: string;
  /** From now on, requests of other processes are handled here (the running server takes imports). */
  answer: (handler: RequestHandler) => void;
  release: () => Promise<void>;
};

const HELLO_WAIT_MS = 2_000;

const listen = (server: Server, path: string): Promise<NodeJS.ErrnoException | undefined> =>
  new Promise((resolve) => {
    const failed = (error: NodeJS.ErrnoException) => resolve(error);
    server.once('error', failed);
    // The socket is born 0600: only the folder's owner may talk to the process that holds it.
    const umask = process.umask(0o177);
    try {
      server.listen(path, () => {
        server.off('error', failed);
        resolve(undefined);
      });
    } finally {
      process.umask(umask);
    }
  });

const inodeOf = (path: string): number | undefined => {
  try {
    return lstatSync(path).ino;
  } catch {
    return undefined;
  }
};

/** Whoever answers at `path`, or undefined when nobody listens (a stale socket left by a killed process). */
const knock = async (
  path: string,
): Promise<Extract<Reply, { type: 'hello' }> | { type: 'silent' } | undefined> => {
  let socket: Socket;
  try {
    socket = await connectTo(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ECONNREFUSED' || code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    return (await helloFrom(socket, HELLO_WAIT_MS)) ?? { type: 'silent' };
  } finally {
    socket.destroy();
  }
};

/**
 * Takes the embedded data folder for this process (docs/decisions/015): binds `<folder>/portal.sock`, which is both the
 * lock and the channel other processes talk to. Binding first makes the check and the take one step; EADDRINUSE means
 * the file exists, and a connect tells a live holder (refused with DataFolderInUseError naming it) from a socket left
 * by a killed process (removed, then bound again). A kill -9 thus never leaves a lock behind, and no pid is trusted:
 * a restarted container often reuses the dead process's pid.
 */
export const claimDataFolder = async (folder: string, holder: string): Promise<FolderClaim> => {
  const socketPath = socketPathFor(folder);
  const nonce = randomBytes(8).toString('hex');
  let handler: RequestHandler | undefined;
  const open = new Set<Socket>();

  const server = createServer((socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => undefined);
    send(socket, { type: 'hello', pid: process.pid, holder, nonce });
    void (async () => {
      for await (const request of messagesFrom<Request>(socket)) {
        if (!handler) {
          send(socket, {
            type: 'refused',
            message: `${holder} (pid ${process.pid}) não recebe pedidos agora`,
          });
          continue;
        }
        try {
          await handler(request, (message) => send(socket, message));
        } catch (error) {
          send(socket, { type: 'failed', message: error instanceof Error ? error.message : String(error) });
        }
      }
    })().catch(() => undefined);
  });

  for (let attempt = 0; attempt < 5; attempt += 1) {
    const failure = await listen(server, socketPath);
    if (!failure) {
      chmodSync(socketPath, 0o600);
      // Two processes that found the same stale socket could both remove it; the one whose socket is not the one
      // answering now lost, and leaves without closing (closing would unlink the winner's socket).
      const answering = await knock(socketPath);
      if (answering?.type === 'hello' && answering.nonce !== nonce) {
        server.unref();
        throw new DataFolderInUseError(folder, socketPath, answering);
      }
      break;
    }
    if (failure.code !== 'EADDRINUSE') throw failure;
    const seen = inodeOf(socketPath);
    const answering = await knock(socketPath);
    if (answering) {
      throw new DataFolderInUseError(folder, socketPath, answering.type === 'hello' ? answering : {});
    }
    // Only the very file found dead is removed: one bound meanwhile by another process is left alone.
    if (seen !== undefined && inodeOf(socketPath) === seen) {
      try {
        unlinkSync(socketPath);
      } catch {
        // Removed by another process starting at the same time: bind again.
      }
    }
  }
  if (!server.listening) throw new DataFolderInUseError(folder, socketPath, {});

  return {
    socketPath,
    answer: (next) => {
      handler = next;
    },
    release: () =>
      new Promise<void>((resolve) => {
        handler = undefined;
        for (const socket of open) socket.destroy();
        // Closing a Unix socket server unlinks its file (libuv).
        server.close(() => resolve());
      }),
  };
};
