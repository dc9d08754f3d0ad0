import net from 'node:net';
import { performance } from 'node:perf_hooks';

// The benchmark's HTTP/1.1 client: one kept-alive socket, each request written as one prepared piece, the answer read
// until its Content-Length, as autocannon does. It runs in the server's own process, so its work counts as the API's:
// node:http's ClientRequest and IncomingMessage (objects, header parsing, stream events) cost ~0.2 ms a call, which a
// browser spends on its own machine (run.ts prints current-user through both clients: p50 0.9 → 0.7 ms on large).

export type RawAnswer = { status: number; ms: number; bytes: number };

export type RawClient = {
  get: (path: string, headers: Record<string, string>) => Promise<RawAnswer>;
  close: () => void;
};

const HEAD_END = Buffer.from('\r\n\r\n');

export const openRawClient = async (port: number): Promise<RawClient> => {
  const socket = net.connect(port, '127.0.0.1');
  socket.setNoDelay(true);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });

  let waiting: {
    resolve: (answer: RawAnswer) => void;
    reject: (error: Error) => void;
    started: number;
  } | null = null;
  let received: Buffer = Buffer.alloc(0);
  let status = 0;
  let total = -1; // head + body, once the head is in

  const fail = (error: Error) => {
    const current = waiting;
    waiting = null;
    current?.reject(error);
  };
  socket.on('error', fail);
  socket.on('close', () => fail(new Error('conexão fechada pelo servidor')));
  socket.on('data', (chunk: Buffer) => {
    received = received.length === 0 ? chunk : Buffer.concat([received, chunk]);
    if (total < 0) {
      const headEnd = received.indexOf(HEAD_END);
      if (headEnd < 0) return;
      const head = received.subarray(0, headEnd).toString('latin1');
      status = Number(head.slice(9, 12));
      const length = /\r\ncontent-length: *(\d+)/i.exec(head);
      if (!length) return fail(new Error(`resposta sem Content-Length:\n${head}`));
      total = headEnd + HEAD_END.length + Number(length[1]);
    }
    if (received.length < total) return;
    if (received.length > total) return fail(new Error('bytes além da resposta'));
    const answer = { status, ms: performance.now() - (waiting?.started ?? 0), bytes: total };
    [received, total] = [Buffer.alloc(0), -1];
    const current = waiting;
    waiting = null;
    current?.resolve(answer);
  });

  return {
    get: (path, headers) =>
      new Promise((resolve, reject) => {
        if (waiting) return reject(new Error('uma chamada por vez'));
        const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
        const request = Buffer.from(
          `GET ${path} HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\n${lines.join('')}\r\n`,
        );
        waiting = { resolve, reject, started: performance.now() };
        socket.write(request);
      }),
    close: () => {
      socket.removeAllListeners('close');
      socket.destroy();
    },
  };
};
