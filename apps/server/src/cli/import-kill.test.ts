import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/connect.ts';
import { markInterruptedRuns } from '../import/import-history.queries.ts';
import { generateDataset } from '../generate/generate-dataset.ts';
import { portalBundle } from '../testing/cli-process.ts';
import { migratedDataFolder } from '../testing/migrated-data-folder.ts';
import { testDatabaseUrl } from '../testing/test-database.ts';

// A nightly import killed half-way (power cut, OOM killer, a hurried Ctrl-C) must leave yesterday's data intact.
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const firstImport = fileURLToPath(new URL('../../test-fixtures/customers', import.meta.url));

const runImport = (folder: string, env: Record<string, string>, killWhen?: RegExp) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [portalBundle, 'import', folder], {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    });
    let output = '';
    const watch = (chunk: Buffer) => {
      output += String(chunk);
      if (killWhen && killWhen.test(output)) child.kill('SIGKILL');
    };
    child.stdout.on('data', watch);
    child.stderr.on('data', watch);
    child.on('exit', (code, signal) => resolve({ code, signal, output }));
  });

describe.each(['pglite', 'postgres'] as const)('an import killed mid-way on %s', (kind) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-kill-'));
  const demo = join(dataDir, 'demo');
  const database = `portal_kill_${process.pid}_${Date.now()}`;
  const env: Record<string, string> =
    kind === 'postgres'
      ? { DATABASE_URL: testDatabaseUrl().replace(/\/[^/]+$/, `/${database}`) }
      : { PORTAL_DATA_DIR: dataDir };

  beforeAll(async () => {
    if (kind === 'postgres') {
      const admin = new pg.Client({ connectionString: testDatabaseUrl() });
      await admin.connect();
      await admin.query(`create database ${database}`);
      await admin.end();
    } else await migratedDataFolder(dataDir);
    await generateDataset({ scale: 'demo', out: demo, today: '2025-09-30', seed: 3 });
  });
  afterAll(async () => {
    if (kind === 'postgres') {
      const admin = new pg.Client({ connectionString: testDatabaseUrl() });
      await admin.connect();
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    }
  });

  it('leaves the previous data intact and readable', async () => {
    const first = await runImport(firstImport, env);
    expect(first.code, first.output).toBe(0);

    const killed = await runImport(demo, env, /(Lendo|Gravando) (orders|order_items|invoices|receivables)/);
    expect(killed.signal).toBe('SIGKILL');

    const handle = await openDatabase({
      dataDir,
      ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    });
    try {
      const customers = await handle.db.selectFrom('customers').select('register').execute();
      expect(customers).toHaveLength(8); // the fixture's customers, none of the demo's 2,500
      const reps = await handle.db.selectFrom('representatives').select('id').orderBy('id').execute();
      expect(reps.map((row) => row.id)).toEqual([10, 11, 20]);
      // Its history row says 'running' until a server starts and finds its process gone (docs/decisions/192).
      const runs = () =>
        handle.db.selectFrom('import_history').select(['id', 'status']).orderBy('id').execute();
      const [, killedRun] = await runs();
      expect(killedRun?.status).toBe('running');
      expect(await markInterruptedRuns(handle.db, kind === 'pglite')).toEqual([killedRun?.id]);
      expect((await runs()).map((run) => run.status)).toEqual(['ok', 'interrupted']);
    } finally {
      await handle.close();
    }

    // And the next night's import goes through.
    const again = await runImport(firstImport, env);
    expect(again.code, again.output).toBe(0);
  }, 600_000);
});
