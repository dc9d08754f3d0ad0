import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

// The CLI as the IT person runs it, in a child process: the bundle production runs under plain node (docs/decisions/076),
// built before the tests by testing/build-server-bundle.ts. No TypeScript loader sits between the test and the
// process, so a signal hits the very process that holds the folder, and a start costs what it costs in production.

/** The built server, `node <portalBundle> <command>`. */
export const portalBundle = fileURLToPath(new URL('../../dist/main.mjs', import.meta.url));
const root = fileURLToPath(new URL('../../../../', import.meta.url));

/** A TCP port nobody listens on now. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('porta')),
      );
    });
  });

export type CliRun = { code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string };
export type CliProcess = { child: ChildProcess; done: Promise<CliRun>; output: () => string };

/** `portal <args>` on the embedded database (DATABASE_URL cleared), without demo data, listening on 127.0.0.1. */
export const startCli = (args: string[], env: Record<string, string>): CliProcess => {
  const child = spawn(process.execPath, [portalBundle, ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'info', PORTAL_DEMO: '0', HOST: '127.0.0.1', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => (stdout += String(chunk)));
  child.stderr?.on('data', (chunk) => (stderr += String(chunk)));
  const done = new Promise<CliRun>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
  return { child, done, output: () => stdout + stderr };
};

/** Waits until `check` holds, polling; throws naming `what` after `ms`. */
export const waitFor = async (check: () => boolean, what: string, ms = 30_000): Promise<void> => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`esperando ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
