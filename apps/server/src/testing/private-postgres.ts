import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './cli-process.ts';

/**
 * A throw-away PostgreSQL server of our own, on its own port, for tests that stop and start the database: the
 * shared server on 5432 serves every other test running in parallel and must never go down.
 */
export type PrivatePostgres = { url: string; stop: () => void; start: () => void; destroy: () => void };

const binFolder = (): string => {
  const versions = readdirSync('/usr/lib/postgresql').sort();
  const newest = versions[versions.length - 1];
  if (!newest) throw new Error('PostgreSQL não encontrado em /usr/lib/postgresql');
  return `/usr/lib/postgresql/${newest}/bin`;
};

// initdb and postgres refuse to run as root; run them as the postgres user when we are root.
const asPostgres = (command: string, args: string[]): void => {
  if (process.getuid?.() === 0)
    execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' });
  else execFileSync(command, args, { stdio: 'pipe' });
};

export const startPrivatePostgres = async (): Promise<PrivatePostgres> => {
  const bin = binFolder();
  const folder = mkdtempSync(join(tmpdir(), 'portal-pg-'));
  chmodSync(folder, 0o777);
  const data = join(folder, 'data');
  const port = await freePort();
  asPostgres(`${bin}/initdb`, ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const ctl = (action: 'start' | 'stop') =>
    asPostgres(`${bin}/pg_ctl`, [
      '-D',
      data,
      '-w',
      '-m',
      'fast',
      '-o',
      `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`,
      '-l',
      join(folder, 'log'),
      action,
    ]);
  ctl('start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => ctl('stop'),
    start: () => ctl('start'),
    destroy: () => {
      try {
        ctl('stop');
      } catch {
        // already stopped
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
};
