/**
 * Import benchmark: the portal's `import` (validation, staging, reference checks, upserts into the real
 * schema with its keys and indexes, ANALYZE) against a bare `psql \copy` of the same files into plain
 * text tables, on the same PostgreSQL, in the same run. Prints rows/s of both and the ratio (goal ≥ 0.5).
 *
 *   npx tsx bench/import/run.ts [--scale large|demo|tiny] [--folder <pasta>] [--server postgres://…] [--keep <banco>]
 *
 * `--keep <banco>` names the portal's database and keeps it afterwards, so bench/load and bench/api can reuse the
 * imported set instead of importing it again.
 *
 * Reaches the portal through its CLI only (like every bench), each run in a fresh database.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const args = process.argv.slice(2);
const option = (name: string, fallback: string): string => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? (args[at + 1] as string) : fallback;
};
const scale = option('scale', 'large');
const folder = resolve(option('folder', join(root, 'data', `generated-${scale}`)));
const server = option('server', process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres');
const today = option('today', '2025-09-30');

const portal = (command: string[], env: NodeJS.ProcessEnv = {}): string => {
  const result = spawnSync('npx', ['tsx', join(root, 'apps/server/src/cli/main.ts'), ...command], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`portal ${command.join(' ')} falhou:\n${result.stdout}`);
  return result.stdout;
};

const databaseUrl = (name: string): string => {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
};

const admin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

const seconds = (since: bigint): number => Number(process.hrtime.bigint() - since) / 1e9;
const rate = (rows: number, time: number): string =>
  `${Math.round(rows / time).toLocaleString('pt-BR')} linhas/s`;

if (!existsSync(join(folder, 'order_items.csv'))) {
  process.stderr.write(`Gerando o conjunto ${scale} em ${folder}…\n`);
  const started = process.hrtime.bigint();
  portal(['generate', '--scale', scale, '--out', folder, '--today', today]);
  process.stderr.write(`  gerado em ${seconds(started).toFixed(1)} s\n`);
}
const files = readdirSync(folder)
  .filter((file) => file.endsWith('.csv'))
  .sort();
const suffix = `${process.pid}`;
const kept = option('keep', '');
if (kept && !/^[a-z_][a-z0-9_]*$/.test(kept)) throw new Error('--keep: use letras minúsculas, dígitos e _');
const portalDb = kept || `bench_import_${suffix}`;
const plainDb = `bench_plain_${suffix}`;
await admin(async (client) => {
  if (kept) await client.query(`drop database if exists ${portalDb}`);
  await client.query(`create database ${portalDb}`);
  await client.query(`create database ${plainDb}`);
});

// Each timed load starts with no dirty pages of the other: the portal's import leaves gigabytes for the checkpointer
// to write, which would otherwise slow the baseline that follows it (seen: 23 s alone, 42 s right after).
const checkpoint = (): Promise<void> =>
  admin(async (client) => {
    await client.query('checkpoint').catch(() => undefined);
  });

try {
  // Portal: the real command, into an empty migrated database.
  await checkpoint();
  const portalStarted = process.hrtime.bigint();
  const output = portal(['import', folder], { DATABASE_URL: databaseUrl(portalDb), PORTAL_DEMO: 'false' });
  const portalTotal = seconds(portalStarted);
  const reported = /Importação concluída em ([\d.]+) s/.exec(output);
  const portalTime = reported ? Number(reported[1]) : portalTotal;

  // Baseline: psql \copy of the same files into text tables with no keys, indexes or checks.
  const plainUrl = databaseUrl(plainDb);
  let rows = 0;
  await checkpoint();
  const plainStarted = process.hrtime.bigint();
  for (const file of files) {
    const header = readFileSync(join(folder, file), 'utf8').slice(0, 4096).split('\n')[0] ?? '';
    const table = file.replace('.csv', '');
    const columns = header
      .split(',')
      .map((column) => `${column} text`)
      .join(', ');
    execFileSync('psql', [plainUrl, '-q', '-c', `create table ${table} (${columns})`]);
    const copied = execFileSync(
      'psql',
      [plainUrl, '-c', `\\copy ${table} from '${join(folder, file)}' with (format csv, header)`],
      {
        encoding: 'utf8',
      },
    );
    rows += Number(/COPY (\d+)/.exec(copied)?.[1] ?? 0);
  }
  const plainTime = seconds(plainStarted);

  const ratio = rows / portalTime / (rows / plainTime);
  process.stdout.write(
    [
      `Conjunto: ${folder} (${rows.toLocaleString('pt-BR')} linhas em ${files.length} arquivos)`,
      `portal import: ${portalTime.toFixed(1)} s (${rate(rows, portalTime)}); com partida do CLI e migração: ${portalTotal.toFixed(1)} s`,
      `psql \\copy:    ${plainTime.toFixed(1)} s (${rate(rows, plainTime)})`,
      `razão portal/psql: ${ratio.toFixed(2)} (meta ≥ 0,50)`,
      '',
    ].join('\n'),
  );
} finally {
  await admin(async (client) => {
    if (!kept) await client.query(`drop database if exists ${portalDb}`);
    await client.query(`drop database if exists ${plainDb}`);
  });
  if (kept) process.stdout.write(`banco do portal mantido: ${databaseUrl(portalDb)}\n`);
}
