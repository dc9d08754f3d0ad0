import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

// A real HTTP receiver on 127.0.0.1 for the webhook's tests: keeps every request as it arrived (headers, raw body,
// time) and answers what the test says.

export type ReceivedRequest = { headers: IncomingHttpHeaders; body: Buffer; at: number };

export type Receiver = {
  url: string;
  received: ReceivedRequest[];
  /** The status of the next answers (200 unless set); a function sees the request's index from 0. */
  answer: (status: number | ((index: number, request: ReceivedRequest) => number)) => void;
  /** Resolves once `count` requests have arrived (or fails after `ms`). */
  waitFor: (count: number, ms?: number) => Promise<ReceivedRequest[]>;
  close: () => Promise<void>;
};

export const startReceiver = async (): Promise<Receiver> => {
  const received: ReceivedRequest[] = [];
  let statusOf: (index: number, request: ReceivedRequest) => number = () => 200;
  const waiters: { count: number; resolve: () => void }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const one = { headers: request.headers, body: Buffer.concat(chunks), at: performance.now() };
      const status = statusOf(received.length, one);
      received.push(one);
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok' : 'recusado');
      for (const waiter of waiters.filter((w) => received.length >= w.count)) waiter.resolve();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/pedidos?token=abc`,
    received,
    answer: (status) => {
      statusOf = typeof status === 'number' ? () => status : status;
    },
    waitFor: (count, ms = 10_000) =>
      new Promise((resolve, reject) => {
        if (received.length >= count) return resolve(received.slice());
        const timer = setTimeout(
          () => reject(new Error(`o receptor recebeu ${received.length} de ${count} pedidos em ${ms} ms`)),
          ms,
        );
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve(received.slice());
          },
        });
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
