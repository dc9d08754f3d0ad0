import net from 'node:net';

export type TcpProxy = {
  port: number;
  /** Stops forwarding in both directions without closing anything: a half-open link, as on a broken network. */
  freeze: () => void;
  /** Forwards again, for connections made from now on (frozen ones stay silent, as after a real partition). */
  thaw: () => void;
  close: () => Promise<void>;
};

/** A TCP proxy on 127.0.0.1 to a target, for fault tests that need a connection to go silent. */
export const startTcpProxy = async (targetHost: string, targetPort: number): Promise<TcpProxy> => {
  let frozen = false;
  const sockets = new Set<net.Socket>();
  const stuck = new Set<net.Socket>();
  const server = net.createServer((inbound) => {
    const outbound = net.connect(targetPort, targetHost);
    for (const socket of [inbound, outbound]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    const forward = (from: net.Socket, to: net.Socket) =>
      from.on('data', (chunk) => {
        if (frozen || stuck.has(from)) {
          stuck.add(from);
          return;
        }
        to.write(chunk);
      });
    forward(inbound, outbound);
    forward(outbound, inbound);
    inbound.on('close', () => outbound.destroy());
    outbound.on('close', () => inbound.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    freeze: () => {
      frozen = true;
    },
    thaw: () => {
      frozen = false;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
