import type { RouteRow } from '@portal/contracts';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Two processes on one embedded folder, as the IT person's nightly job meets the running portal. Run under
// `node --import tsx` rather than the tsx wrapper, so a kill -9 hits the very process that holds the folder.
const main = fileURLToPath(new URL('./main.ts', import.meta.url));
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const fixture = fileURLToPath(new URL('../../test-fixtures/customers', import.meta.url));

const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

type Run = { code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string };

const start = (args: string[], env: Record<string, string>): { child: ChildProcess; done: Promise<Run> } => {
  const child = spawn(process.execPath, ['--import', 'tsx', main, ...args], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'info', PORTAL_DEMO: '0', HOST: '127.0.0.1', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => (stdout += String(chunk)));
  child.stderr?.on('data', (chunk) => (stderr += String(chunk)));
  const done = new Promise<Run>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
  Object.defineProperty(child, 'output', { get: () => stdout + stderr });
  return { child, done };
};

const outputOf = (child: ChildProcess): string => (child as unknown as { output: string }).output;

const waitFor = async (check: () => boolean, what: string, ms = 30_000): Promise<void> => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`esperando ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe('one process per embedded data folder', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-shared-'));
  const work = mkdtempSync(join(tmpdir(), 'portal-shared-csv-'));
  const renamed = join(work, 'renamed');
  let port = 0;
  const env = () => ({ PORTAL_DATA_DIR: dataDir, PORT: String(port) });
  let server: ReturnType<typeof start> | undefined;

  const serve = async () => {
    port = await freePort();
    server = start(['serve'], env());
    const { child } = server;
    await waitFor(() => outputOf(child).includes('no ar'), 'o servidor');
    return server;
  };
  const api = (path: string, init: RequestInit = {}) => fetch(`http://127.0.0.1:${port}${path}`, init);
  const login = async (): Promise<Record<string, string>> => {
    const answer = await api('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'ANA', password: 'SENHA-ANA' }),
    });
    expect(answer.status).toBe(200);
    return { authorization: `Bearer ${(await answer.json()) as string}` };
  };
  const alfa = async (headers: Record<string, string>): Promise<string> =>
    JSON.stringify(await (await api('/api/v1/customer/get-by?text=11111111000191', { headers })).json());

  beforeAll(() => {
    // A nightly export with only customers.csv, in Windows-1252: ALFA MODAS renamed CASA GAÚCHA (Ú = 0xDA).
    cpSync(join(fixture, 'customers.csv'), join(renamed, 'customers.csv'));
    const text = readFileSync(join(renamed, 'customers.csv'), 'utf8').replace('ALFA MODAS', 'CASA GAÚCHA');
    writeFileSync(join(renamed, 'customers.csv'), Buffer.from(text, 'latin1'));
  });
  afterAll(() => {
    server?.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
  });

  it('hands imports to the running server, which shows the new data at once and keeps its edits', async () => {
    const { child } = await serve();
    const first = await start(['import', fixture], env()).done;
    expect(first.code, first.stderr).toBe(0);
    expect(first.stderr).toMatch(/em uso \(o servidor, pid \d+\): a importação será feita por ele/);
    expect(first.stdout).toContain('Importação concluída');

    const headers = await login();
    expect(await alfa(headers)).toContain('ALFA MODAS');
    const read = (await (await api('/api/v1/routes?representativeId=10', { headers })).json()) as RouteRow[];
    const routeVersion = read.find((row) => row.cityCode === 3550308)?.routeVersion ?? 0;
    const edit = await api('/api/v1/routes', {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ representativeId: 10, cityCode: 3550308, route: 777, routeVersion }),
    });
    expect(edit.status).toBe(200);

    const refused = await start(['import', renamed], env()).done;
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('customers.csv:2: codificação:');
    expect(refused.stderr).toContain('--encoding windows-1252');
    expect(await alfa(headers)).toContain('ALFA MODAS');

    const imported = await start(['import', '--encoding', 'latin1', renamed], env()).done;
    expect(imported.code, imported.stderr).toBe(0);
    expect(await alfa(headers)).toContain('CASA GAÚCHA');
    const routes = JSON.stringify(
      await (await api('/api/v1/routes?representativeId=10', { headers })).json(),
    );
    expect(routes).toContain('777');

    const second = await start(['serve'], { ...env(), PORT: String(await freePort()) }).done;
    expect(second.code).not.toBe(0);
    expect(second.stderr).toContain(
      `a pasta de dados ${dataDir} já está em uso (o servidor, pid ${child.pid})`,
    );
    const user = await start(['user', 'passwd', 'ANA', '--password', 'NOVA-SENHA'], env()).done;
    expect(user.code).not.toBe(0);
    expect(user.stderr).toContain('já está em uso (o servidor');
    expect(outputOf(child)).toContain('importação recebida de outro processo');
  });

  it('leaves no lock behind when the server is killed with -9', async () => {
    server?.child.kill('SIGKILL');
    await server?.done;
    expect(existsSync(join(dataDir, 'portal.sock'))).toBe(true); // left by the dead process, and harmless
    const { child } = await serve();
    const headers = await login();
    expect(await alfa(headers)).toContain('CASA GAÚCHA');
    child.kill('SIGTERM');
    expect((await server?.done)?.code).toBe(0);
    expect(existsSync(join(dataDir, 'portal.sock'))).toBe(false);
  });

  it('leaves no lock behind when a local import is killed with -9', async () => {
    const run = start(['import', fixture], env());
    await waitFor(() => /Lendo|Gravando/.test(outputOf(run.child)), 'a importação');
    run.child.kill('SIGKILL');
    await run.done;
    const { child } = await serve();
    const headers = await login();
    expect(await alfa(headers)).toContain('CASA GAÚCHA'); // the killed import changed nothing
    child.kill('SIGTERM');
    await server?.done;
  });
});
