import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startCli, waitFor, type CliProcess } from '../testing/cli-process.ts';
import { migratedDataFolder } from '../testing/migrated-data-folder.ts';
import { ORDERS_BASE } from '../testing/orders-fixture.ts';

// `portal import --dry-run` and `--allow-removals` (docs/import.md, "Trava de remoção"), here and handed over to the
// running server.

const GUARD =
  'prices.csv apagaria 3 de 4 preços das tabelas presentes no arquivo (mais de 20 %): confira o arquivo ou importe com --allow-removals';

describe('portal import --dry-run and --allow-removals', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-flags-'));
  const work = mkdtempSync(join(tmpdir(), 'portal-flags-csv-'));
  let server: CliProcess | undefined;
  let port = 0;
  const env = () => ({ PORTAL_DATA_DIR: dataDir, PORT: String(port) });
  /** TAB 02 - VAREJO has four prices in the fixture: this file keeps one, at a new price. */
  const onePrice = (price: string) => {
    writeFileSync(
      join(work, 'prices.csv'),
      `price_table,reference,price\nTAB 02 - VAREJO,VER25.0001,${price}\n`,
    );
    return work;
  };

  beforeAll(async () => {
    await migratedDataFolder(dataDir);
    const loaded = await startCli(['import', ORDERS_BASE], env()).done;
    expect(loaded.code, loaded.stderr).toBe(0);
  }, 120_000);
  afterAll(() => {
    server?.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
  });

  it('previews per file and refuses, then lets the removal through when told', async () => {
    const dry = await startCli(['import', '--dry-run', onePrice('42.00')], env()).done;
    expect(dry.code).toBe(1);
    expect(dry.stdout).toContain('Simulação (--dry-run): nada foi alterado.');
    expect(dry.stdout).toMatch(/prices\.csv +0 +1 +3\n/);
    expect(dry.stderr).toContain(GUARD);
    expect(dry.stderr).toContain('a importação seria recusada: nada foi alterado.');

    const allowedDry = await startCli(['import', '--dry-run', '--allow-removals', work], env()).done;
    expect(allowedDry.code, allowedDry.stderr).toBe(0);
    expect(allowedDry.stdout).toMatch(/prices\.csv +0 +1 +3\n/);

    const refused = await startCli(['import', work], env()).done;
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(GUARD);
  }, 120_000);

  it('hands both flags to the running server', async () => {
    port = await freePort();
    const serving = startCli(['serve'], env());
    server = serving;
    await waitFor(() => serving.output().includes('no ar'), 'o servidor', 60_000);

    const dry = await startCli(['import', '--dry-run', onePrice('43.00')], env()).done;
    expect(dry.stderr).toMatch(/a importação será feita por ele/);
    expect(dry.code).toBe(1);
    expect(dry.stdout).toMatch(/prices\.csv +0 +1 +3\n/);
    expect(dry.stderr).toContain(GUARD);

    const refused = await startCli(['import', work], env()).done;
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(GUARD);

    const applied = await startCli(['import', '--allow-removals', work], env()).done;
    expect(applied.code, applied.stderr).toBe(0);
    expect(applied.stdout).toMatch(/prices\.csv +1 linhas, 4 alteradas/);
    // The same file again removes nothing: the guard lets it through.
    const again = await startCli(['import', work], env()).done;
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toMatch(/prices\.csv +1 linhas, 0 alteradas/);
  }, 180_000);
});
