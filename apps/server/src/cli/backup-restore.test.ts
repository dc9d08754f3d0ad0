import type { RouteRow } from '@portal/contracts';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/connect.ts';

// `portal backup` / `portal restore` as the IT person runs them, with the portal serving meanwhile.
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

type Run = { code: number | null; stdout: string; stderr: string };
const start = (args: string[], env: Record<string, string>): { child: ChildProcess; done: Promise<Run> } => {
  const child = spawn(process.execPath, ['--import', 'tsx', main, ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'info', PORTAL_DEMO: '0', HOST: '127.0.0.1', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => (stdout += String(chunk)));
  child.stderr?.on('data', (chunk) => (stderr += String(chunk)));
  const done = new Promise<Run>((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
  return { child, done };
};

/** What a restored folder holds: ALFA MODAS, the route edited through the API and its audit row. */
const readBack = async (dataDir: string) => {
  const handle = await openDatabase({ dataDir, holder: 'o teste' });
  try {
    const customer = await handle.db
      .selectFrom('customers')
      .select('name')
      .where('name', '=', 'ALFA MODAS')
      .executeTakeFirst();
    const route = await handle.db
      .selectFrom('city_routes')
      .select('route')
      .where('representative_id', '=', 10)
      .where('city_code', '=', 3550308)
      .executeTakeFirst();
    const audit = await handle.db
      .selectFrom('audit_log')
      .select(['username', 'entity', 'new_value'])
      .orderBy('id')
      .execute();
    return { customer: customer?.name, route: route?.route, audit };
  } finally {
    await handle.close();
  }
};

describe('portal backup and restore (embedded database)', () => {
  const work = mkdtempSync(join(tmpdir(), 'portal-backup-'));
  const dataDir = join(work, 'dados');
  const backupFile = join(work, 'portal.tar.gz');
  let server: ReturnType<typeof start> | undefined;
  afterAll(() => {
    server?.child.kill('SIGKILL');
    rmSync(work, { recursive: true, force: true });
  });

  it('backs up through the running server, refuses to restore under it, and restores elsewhere with the audit trail', async () => {
    const port = await freePort();
    const env = { PORTAL_DATA_DIR: dataDir, PORT: String(port) };
    server = start(['serve'], { ...env, METRICS_TOKEN: 'token-de-metricas-do-teste' });
    const deadline = Date.now() + 60_000;
    let output = '';
    server.child.stderr?.on('data', (chunk) => (output += String(chunk)));
    while (!output.includes('no ar') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const imported = await start(['import', fixture], env).done;
    expect(imported.code, imported.stderr).toBe(0);

    const api = (path: string, init: RequestInit = {}) => fetch(`http://127.0.0.1:${port}${path}`, init);
    // The import handed to the server shows in its metrics.
    const metrics = await api('/metrics', {
      headers: { authorization: 'Bearer token-de-metricas-do-teste' },
    });
    expect(await metrics.text()).toContain('portal_imports_total{result="ok"} 1');
    const login = await api('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'ANA', password: 'SENHA-ANA' }),
    });
    const token = (await login.json()) as string;
    const read = (await (
      await api('/api/v1/routes?representativeId=10', { headers: { authorization: `Bearer ${token}` } })
    ).json()) as RouteRow[];
    const routeVersion = read.find((row) => row.cityCode === 3550308)?.routeVersion ?? 0;
    const edit = await api('/api/v1/routes', {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ representativeId: 10, cityCode: 3550308, route: 777, routeVersion }),
    });
    expect(edit.status).toBe(200);

    const backup = await start(['backup', backupFile], env).done;
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stderr).toMatch(/em uso \(o servidor, pid \d+\): o backup será feito por ele/);
    expect(backup.stdout).toContain(`Backup gravado em ${backupFile}`);
    expect(existsSync(`${backupFile}.parcial`)).toBe(false);
    // The portal kept serving during and after the backup.
    expect((await api('/health/ready')).status).toBe(200);

    const refused = await start(['restore', backupFile], env).done;
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(
      `não é possível restaurar com o portal no ar: a pasta de dados ${dataDir} está em uso (o servidor, pid ${server.child.pid})`,
    );
    expect(refused.stderr).toContain('nada foi alterado');
    expect(readdirSync(dataDir).filter((name) => name.startsWith('pgdata'))).toEqual(['pgdata']);

    const elsewhere = join(work, 'restaurado');
    const restored = await start(['restore', backupFile], { PORTAL_DATA_DIR: elsewhere }).done;
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toContain(
      `Backup restaurado em ${join(elsewhere, 'pgdata')}: 8 clientes, 1 registros de auditoria.`,
    );
    const back = await readBack(elsewhere);
    expect(back.customer).toBe('ALFA MODAS');
    expect(back.route).toBe(777);
    expect(back.audit).toHaveLength(1);
    expect(back.audit[0]).toMatchObject({ username: 'ANA', entity: 'city_route' });
    expect(JSON.stringify(back.audit[0]?.new_value)).toContain('777');
  }, 180_000);

  it('backs up a stopped portal directly, and restoring over a database keeps the old one aside', async () => {
    server?.child.kill('SIGTERM');
    expect((await server?.done)?.code).toBe(0);
    const direct = join(work, 'direto.tar.gz');
    const backup = await start(['backup', direct], { PORTAL_DATA_DIR: dataDir }).done;
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stderr).not.toContain('em uso');

    const restored = await start(['restore', direct], { PORTAL_DATA_DIR: dataDir }).done;
    expect(restored.code, restored.stderr).toBe(0);
    const aside = /guardado em (.+pgdata\.antes-da-restauracao-\d{8}-\d{6})\./.exec(restored.stdout)?.[1];
    expect(aside).toBeDefined();
    expect(existsSync(join(aside as string, 'PG_VERSION'))).toBe(true);
    const back = await readBack(dataDir);
    expect(back.route).toBe(777);
    expect(back.audit).toHaveLength(1);
  }, 120_000);

  it('refuses a file that is not a backup and leaves the database as it was', async () => {
    const bogus = join(work, 'nao-e-backup.tar.gz');
    writeFileSync(bogus, 'texto qualquer');
    const run = await start(['restore', bogus], { PORTAL_DATA_DIR: dataDir }).done;
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain('não é um backup do portal que possa ser restaurado');
    expect((await readBack(dataDir)).route).toBe(777);
  }, 60_000);
});

describe('portal backup and restore with PostgreSQL', () => {
  it.each([
    ['backup', 'pg_dump -Fc'],
    ['restore', 'pg_restore'],
  ])('%s refuses and names %s, without touching the database', async (command, tool) => {
    const run = await start([command, join(tmpdir(), 'portal.tar.gz')], {
      DATABASE_URL: 'postgres://portal:segredo@127.0.0.1:1/portal',
    }).done;
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      `com PostgreSQL (DATABASE_URL) o backup é do próprio PostgreSQL: use ${tool}`,
    );
  });
});
