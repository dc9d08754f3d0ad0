/**
 * Where an import's time goes: runs importFolder in-process on a fresh database and prints the duration of each
 * step (stage = parse + validate + COPY into staging, references, upsert, index rebuild, ANALYZE) summed by phase
 * and by file. A profiling aid next to run.ts (which only sees the CLI's total).
 *
 *   npx tsx bench/import/phases.ts --folder /tmp/ds-demo [--server postgres://root@127.0.0.1:5432/postgres]
 *   npx tsx bench/import/phases.ts --folder /tmp/ds-demo --pglite /tmp/portal-pglite   # on-disk PGlite (emptied first)
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/db/connect.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { importFolder } from '../../apps/server/src/import/import-folder.ts';
import type { ImportPhase } from '../../apps/server/src/import/phase-timer.ts';

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const folder = resolve(option('folder') ?? '/tmp/ds-demo');
const pgliteDir = option('pglite');
const server =
  option('server') ?? process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
const dbName = `bench_phases_${process.pid}`;

const admin = async (text: string): Promise<void> => {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
};

const open = async (): Promise<DatabaseHandle> => {
  if (pgliteDir) {
    rmSync(pgliteDir, { recursive: true, force: true });
    return openDatabase({ dataDir: pgliteDir });
  }
  await admin(`create database ${dbName}`);
  const url = new URL(server);
  url.pathname = `/${dbName}`;
  return openDatabase({ databaseUrl: url.toString(), dataDir: '' });
};

const handle = await open();
try {
  await migrateToLatest(handle.db);
  const phases: ImportPhase[] = [];
  const started = performance.now();
  const result = await importFolder(handle, folder, { onPhase: (event) => phases.push(event) });
  const total = performance.now() - started;
  if (!result.ok) throw new Error(result.problems.join('\n'));

  const byPhase = new Map<string, number>();
  for (const { phase, ms } of phases) byPhase.set(phase, (byPhase.get(phase) ?? 0) + ms);
  const line = (label: string, ms: number): string =>
    `  ${label.padEnd(44)} ${(ms / 1000).toFixed(2).padStart(7)} s ${((ms / total) * 100).toFixed(0).padStart(4)} %`;
  const out = [`${handle.kind} ${folder}: ${(total / 1000).toFixed(2)} s`, 'por fase:'];
  for (const [phase, ms] of byPhase) out.push(line(phase, ms));
  out.push('passos acima de 1 % do total:');
  for (const { phase, file, ms } of phases) {
    if (ms / total > 0.01) out.push(line(`${phase} ${file ?? ''}`, ms));
  }
  process.stdout.write(`${out.join('\n')}\n`);
} finally {
  await handle.close();
  if (!pgliteDir) await admin(`drop database if exists ${dbName}`);
}
