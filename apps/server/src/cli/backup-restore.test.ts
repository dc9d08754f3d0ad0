import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/connect.ts';
import { IMPORT_ACTOR } from '../domain/audit/audit-log.queries.ts';
import { freePort, startCli, waitFor, type CliProcess } from '../testing/cli-process.ts';
import { migratedDataFolder } from '../testing/migrated-data-folder.ts';
import { putCityRouteOverHttp } from '../testing/route-writes.ts';

// `portal backup` / `portal restore` as the IT person runs them, with the portal serving meanwhile.
const fixture = fileURLToPath(new URL('../../test-fixtures/customers', import.meta.url));
const start = startCli;

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

const trailBackedUp = [
  { username: IMPORT_ACTOR.username, entity: 'import' },
  { username: 'ANA', entity: 'city_route' },
];

describe('portal backup and restore (embedded database)', () => {
  const work = mkdtempSync(join(tmpdir(), 'portal-backup-'));
  const dataDir = join(work, 'dados');
  const backupFile = join(work, 'portal.tar.gz');
  let server: CliProcess | undefined;
  afterAll(() => {
    server?.child.kill('SIGKILL');
    rmSync(work, { recursive: true, force: true });
  });

  it('backs up through the running server, refuses to restore under it, and restores elsewhere with the audit trail', async () => {
    await migratedDataFolder(dataDir);
    const port = await freePort();
    const env = { PORTAL_DATA_DIR: dataDir, PORT: String(port) };
    const serving = start(['serve'], { ...env, METRICS_TOKEN: 'token-de-metricas-do-teste' });
    server = serving;
    await waitFor(() => serving.output().includes('no ar'), 'o servidor', 60_000);
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
    const edit = await putCityRouteOverHttp(`http://127.0.0.1:${port}`, token, {
      representativeId: 10,
      cityCode: 3550308,
      route: 777,
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
      `Backup restaurado em ${join(elsewhere, 'pgdata')}: 8 clientes, 2 registros de auditoria.`,
    );
    const back = await readBack(elsewhere);
    expect(back.customer).toBe('ALFA MODAS');
    expect(back.route).toBe(777);
    // The trail as it was backed up: the command line's import, then ANA's route.
    expect(back.audit.map(({ username, entity }) => ({ username, entity }))).toEqual(trailBackedUp);
    expect(JSON.stringify(back.audit[1]?.new_value)).toContain('777');
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
    expect(back.audit.map(({ username, entity }) => ({ username, entity }))).toEqual(trailBackedUp);
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
