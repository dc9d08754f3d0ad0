import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { makeClock } from '../config/clock.ts';
import type { DatabaseHandle } from '../db/connect.ts';
import { TEST_SECRET } from '../testing/test-app.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { seedPeople } from '../testing/seed-people.ts';

const SLOW = 24;
const REQUEST_TIMEOUT_MS = 1_500;

/** A client that announces a body of 1000 bytes, sends one, and waits: what it receives, and when it was cut. */
const slowSignIn = (port: number) => {
  const socket: Socket = connect(port, '127.0.0.1');
  let received = '';
  const opened = Date.now();
  socket.on('data', (chunk) => (received += String(chunk)));
  socket.on('error', () => undefined);
  // The server's end of the connection is what is cut: its end of stream, or the close, whichever comes first.
  const closed = new Promise<{ afterMs: number; received: string }>((resolve) => {
    const cut = () => {
      resolve({ afterMs: Date.now() - opened, received });
      socket.destroy();
    };
    socket.on('end', cut);
    socket.on('close', cut);
  });
  socket.write(
    'POST /api/login HTTP/1.1\r\nHost: portal\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
  );
  return { socket, closed };
};

describe('clients that send a request slowly', () => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let webDist: string;
  let base: string;

  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
    await seedPeople(handle);
    webDist = await mkdtemp(join(tmpdir(), 'portal-slow-'));
    await writeFile(join(webDist, 'index.html'), '<!doctype html><title>Portal do Representante</title>');
    app = await buildApp({
      handle,
      clock: makeClock(),
      jwtSecret: TEST_SECRET,
      webDist,
      maxInFlight: SLOW / 3,
      timeouts: { headersMs: 1_000, requestMs: REQUEST_TIMEOUT_MS },
    });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('do not keep anybody else out, and are cut after REQUEST_TIMEOUT_MS', async () => {
    const port = Number(new URL(base).port);
    const slow = Array.from({ length: SLOW }, () => slowSignIn(port));
    await new Promise((resolve) => setTimeout(resolve, 300));

    const signIn = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'REP10', password: 'SENHA1' }),
    });
    expect(signIn.status).toBe(200);
    expect(typeof (await signIn.json())).toBe('string');
    const page = await fetch(`${base}/clientes`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Portal do Representante');
    const ready = await fetch(`${base}/health/ready`);
    expect(ready.status).toBe(200);

    const cut = await Promise.all(slow.map((client) => client.closed));
    for (const { afterMs, received } of cut) {
      expect(received).toMatch(/^HTTP\/1\.1 408 /);
      expect(afterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
      expect(afterMs).toBeLessThan(REQUEST_TIMEOUT_MS + 2_000);
    }
  }, 20_000);

  it('cut a client whose headers never end after HEADERS_TIMEOUT_MS', async () => {
    const port = Number(new URL(base).port);
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    const opened = Date.now();
    let received = '';
    socket.on('data', (chunk) => (received += String(chunk)));
    // The server's end of the connection is what is cut: its end of stream, or the close, whichever comes first.
    const closed = new Promise<number>((resolve) => {
      socket.on('end', () => resolve(Date.now() - opened));
      socket.on('close', () => resolve(Date.now() - opened));
    });
    socket.write('GET /api/me HTTP/1.1\r\nHost: portal\r\n');
    const afterMs = await closed;
    socket.destroy();
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(afterMs).toBeGreaterThanOrEqual(900);
    expect(afterMs).toBeLessThan(REQUEST_TIMEOUT_MS + 1_000);
  }, 10_000);
});
