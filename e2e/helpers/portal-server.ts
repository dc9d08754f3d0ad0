import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PORTAL_TODAY } from './business-date.ts';

export { PORTAL_TODAY };
export const repoRoot = resolve(import.meta.dirname, '..', '..');

export type Login = { username: string; password: string };
export type PortalServer = {
  baseUrl: string;
  /** Demo logins printed by `serve` on a fresh database ("Logins de demonstração: ADMIN/x, REP1/y"). */
  logins: Map<string, Login>;
  /** Stops it with SIGTERM, as a service manager does; the exit code it ended with (null when it had to be killed). */
  stop: () => Promise<number | null>;
};

const freePort = (): Promise<number> =>
  new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });

export const parseLogins = (output: string): Map<string, Login> => {
  const logins = new Map<string, Login>();
  const line = /Logins de demonstração:\s*(.+)/.exec(output)?.[1] ?? '';
  for (const pair of line.split(/,\s*/)) {
    const [username, ...rest] = pair.trim().split('/');
    if (username && rest.length > 0) logins.set(username, { username, password: rest.join('/') });
  }
  return logins;
};

const waitForReady = async (baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`o servidor terminou (código ${child.exitCode}) antes de ficar pronto`);
    try {
      const response = await fetch(`${baseUrl}/health/ready`);
      if (response.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`o servidor não ficou pronto em ${timeoutMs / 1000} s`);
};

/**
 * Starts the real, built server (`npm run portal -- serve`) on a free port with a fresh data folder and a pinned
 * PORTAL_TODAY, waits for /health/ready and for the demo logins to be printed.
 */
export const startPortalServer = async ({ timeoutMs = 600_000 } = {}): Promise<PortalServer> => {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  // The built server, as `npm start` runs it (rebuilt first when its sources are newer).
  execFileSync(process.execPath, ['scripts/build-server.mjs', '--if-stale'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  const bundle = join(repoRoot, 'apps/server/dist/main.mjs');
  const child = spawn(process.execPath, ['--max-semi-space-size=32', bundle, 'serve'], {
    // Nothing may depend on being started from the repository's folder.
    cwd: tmpdir(),
    env: { ...process.env, PORT: String(port), PORTAL_DATA_DIR: dataDir, PORTAL_TODAY },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (process.env.E2E_VERBOSE) process.stderr.write(chunk);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  const stop = async (): Promise<number | null> => {
    const exitCode =
      child.exitCode ??
      (await new Promise<number | null>((done) => {
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          done(null);
        }, 10_000);
        child.once('exit', (code) => {
          clearTimeout(timer);
          done(code);
        });
        child.kill('SIGTERM');
      }));
    await rm(dataDir, { recursive: true, force: true });
    return exitCode;
  };

  try {
    await waitForReady(baseUrl, child, timeoutMs);
    // The logins line is printed right after listen; give it a moment.
    const deadline = Date.now() + 10_000;
    while (!/Logins de demonstração:.*\n/.test(output) && Date.now() < deadline)
      await new Promise((d) => setTimeout(d, 100));
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- saída do servidor ---\n${output.slice(-4000)}`);
  }
  return { baseUrl, logins: parseLogins(output), stop };
};
