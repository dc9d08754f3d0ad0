import { execFile, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalBundle, waitFor } from '../testing/cli-process.ts';
import { migratedDataFolder } from '../testing/migrated-data-folder.ts';

// The CLI as the IT person runs it: a real process, its exit code and what it prints.

type Run = { code: number; stdout: string; stderr: string };
const portal = (args: string[], env: Record<string, string> = {}): Promise<Run> =>
  new Promise((resolve) => {
    execFile(
      process.execPath,
      [portalBundle, ...args],
      {
        env: {
          ...process.env,
          PORTAL_DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-cli-')),
          LOG_LEVEL: 'silent',
          ...env,
        },
        timeout: 60_000,
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });

describe('the portal CLI', () => {
  let busy: Server;
  let busyPort = 0;
  beforeAll(async () => {
    busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const address = busy.address();
    busyPort = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => new Promise<void>((resolve) => busy.close(() => resolve())));

  it('explains itself in Portuguese with --help', async () => {
    const run = await portal(['--help']);
    expect(run.code).toBe(0);
    for (const command of ['serve', 'migrate', 'import', 'generate', 'user'])
      expect(run.stdout).toContain(command);
    expect(run.stdout).toContain('mostra esta ajuda');
  });

  it('refuses a missing import folder with a message and a non-zero exit', async () => {
    const run = await portal(['import', '/pasta/que/nao/existe']);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toMatch(/\/pasta\/que\/nao\/existe/);
    expect(run.stderr).not.toMatch(/at .*\.ts:\d+/); // no stack trace for an operator's mistake
  });

  it('names the database it cannot reach, without the password', async () => {
    const run = await portal(['migrate'], { DATABASE_URL: 'postgres://portal:segredo@127.0.0.1:1/portal' });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      'Não foi possível conectar ao PostgreSQL em postgres://portal:***@127.0.0.1:1/portal',
    );
    expect(run.stderr).not.toContain('segredo');
  });

  it('says which variable is wrong', async () => {
    const run = await portal(['migrate'], { PORT: 'abc' });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Configuração inválida');
    expect(run.stderr).toContain('PORT');
  });

  it('says the port is in use instead of crashing', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-cli-'));
    await migratedDataFolder(dataDir);
    const run = await portal(['serve'], {
      PORTAL_DATA_DIR: dataDir,
      PORT: String(busyPort),
      HOST: '127.0.0.1',
      PORTAL_DEMO: '0',
    });
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain(`a porta ${busyPort} já está em uso`);
  });

  it('stops cleanly on SIGTERM: says so, closes the database and exits 0', async () => {
    const port = busyPort + 1;
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-cli-'));
    await migratedDataFolder(dataDir);
    const child = spawn(process.execPath, [portalBundle, 'serve'], {
      env: {
        ...process.env,
        PORTAL_DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        PORTAL_DEMO: '0',
      },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += String(chunk)));
    child.stderr.on('data', (chunk) => (output += String(chunk)));
    await waitFor(() => output.includes('no ar'), 'o servidor', 60_000);
    expect((await fetch(`http://127.0.0.1:${port}/health/ready`)).status).toBe(200);
    child.kill('SIGTERM');
    const exit = await new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    expect(exit).toBe(0);
    expect(output).toContain('encerrando');
  });
});
