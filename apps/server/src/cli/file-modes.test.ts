import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startCli, waitFor, type CliProcess } from '../testing/cli-process.ts';

// The data folder of the embedded database after the portal started on it, an import, demo files and a backup:
// nothing in it is open to another local user (docs/operations.md, "Files and permissions").
const fixture = fileURLToPath(new URL('../../test-fixtures/customers', import.meta.url));

/** Every entry under `folder` (itself included) whose mode gives group or others any right. */
const openToOthers = (folder: string): string[] => {
  const found: string[] = [];
  const visit = (path: string) => {
    const entry = lstatSync(path);
    if ((entry.mode & 0o077) !== 0) found.push(`${path} ${(entry.mode & 0o777).toString(8)}`);
    if (entry.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(folder);
  return found;
};

describe('file modes of the data folder', () => {
  const work = mkdtempSync(join(tmpdir(), 'portal-modes-'));
  const dataDir = join(work, 'dados');
  let server: CliProcess | undefined;
  afterAll(() => {
    server?.child.kill('SIGKILL');
    rmSync(work, { recursive: true, force: true });
  });

  it('tightens a folder an older version left open, and creates everything 0700/0600', async () => {
    // As an older version left it: the folder 0755, the secret and the demo's plain passwords 0644.
    mkdirSync(join(dataDir, 'demo-2026-01-01'), { recursive: true, mode: 0o755 });
    chmodSync(dataDir, 0o755);
    writeFileSync(join(dataDir, 'jwt-secret'), 'segredo-antigo-com-mais-de-32-caracteres!!\n', {
      mode: 0o644,
    });
    writeFileSync(join(dataDir, 'demo-2026-01-01', 'users.csv'), 'username;password\nREP1;SENHA\n', {
      mode: 0o644,
    });
    chmodSync(join(dataDir, 'jwt-secret'), 0o644);
    chmodSync(join(dataDir, 'demo-2026-01-01', 'users.csv'), 0o644);

    const port = await freePort();
    const env = { PORTAL_DATA_DIR: dataDir, PORT: String(port) };
    const serving = startCli(['serve'], env);
    server = serving;
    await waitFor(() => serving.output().includes('no ar'), 'o servidor', 90_000);
    expect(serving.output()).toContain(
      `Pasta de dados ${dataDir}: 4 pastas e arquivos estavam abertos a outros usuários; ` +
        'agora só o dono do processo os lê (0700/0600).',
    );

    // The database the server just created, before any other command could tighten anything.
    expect(lstatSync(join(dataDir, 'pgdata')).mode & 0o777).toBe(0o700);
    expect(readdirSync(join(dataDir, 'pgdata')).length).toBeGreaterThan(5);
    expect(openToOthers(dataDir)).toEqual([]);

    const imported = await startCli(['import', fixture], env).done;
    expect(imported.code, imported.stderr).toBe(0);
    const backup = await startCli(['backup', join(dataDir, 'copia.tar.gz')], env).done;
    expect(backup.code, backup.stderr).toBe(0);
    // Demo files (plain passwords) written by a command that opens no database.
    const generated = await startCli(
      ['generate', '--scale', 'tiny', '--out', join(dataDir, 'generated-tiny'), '--today', '2025-06-30'],
      env,
    ).done;
    expect(generated.code, generated.stderr).toBe(0);

    expect(lstatSync(join(dataDir, 'generated-tiny', 'users.csv')).mode & 0o777).toBe(0o600);
    expect(lstatSync(join(dataDir, 'copia.tar.gz')).mode & 0o777).toBe(0o600);
    expect(openToOthers(dataDir)).toEqual([]);
  }, 240_000);
});
