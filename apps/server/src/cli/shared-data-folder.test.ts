import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startCli, waitFor, type CliProcess } from '../testing/cli-process.ts';
import { migratedDataFolder } from '../testing/migrated-data-folder.ts';
import { putCityRouteOverHttp } from '../testing/route-writes.ts';

// Two processes on one embedded folder, as the IT person's nightly job meets the running portal.
const fixture = fileURLToPath(new URL('../../test-fixtures/customers', import.meta.url));
const start = startCli;

describe('one process per embedded data folder', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-shared-'));
  const work = mkdtempSync(join(tmpdir(), 'portal-shared-csv-'));
  const renamed = join(work, 'renamed');
  let port = 0;
  const env = () => ({ PORTAL_DATA_DIR: dataDir, PORT: String(port) });
  let server: CliProcess | undefined;

  const serve = async () => {
    port = await freePort();
    const started = start(['serve'], env());
    server = started;
    await waitFor(() => started.output().includes('no ar'), 'o servidor');
    return started;
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

  beforeAll(async () => {
    await migratedDataFolder(dataDir);
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
    const running = await serve();
    const { child } = running;
    const first = await start(['import', fixture], env()).done;
    expect(first.code, first.stderr).toBe(0);
    expect(first.stderr).toMatch(/em uso \(o servidor, pid \d+\): a importação será feita por ele/);
    expect(first.stdout).toContain('Importação concluída');

    const headers = await login();
    expect(await alfa(headers)).toContain('ALFA MODAS');
    const edit = await putCityRouteOverHttp(`http://127.0.0.1:${port}`, headers.authorization!.slice(7), {
      representativeId: 10,
      cityCode: 3550308,
      route: 777,
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
    expect(running.output()).toContain('importação recebida de outro processo');
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
    await waitFor(() => /Lendo|Gravando/.test(run.output()), 'a importação');
    run.child.kill('SIGKILL');
    await run.done;
    const { child } = await serve();
    const headers = await login();
    expect(await alfa(headers)).toContain('CASA GAÚCHA'); // the killed import changed nothing
    child.kill('SIGTERM');
    await server?.done;
  });
});
