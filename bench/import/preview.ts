/**
 * Import preview benchmark (docs/decisions/219): on a database holding a set, the preview of the next night's files
 * (`portal import --dry-run`: the same checks and writes, rolled back, plus the data fingerprint) against the import's
 * own time for the same files, in the same run. Prints both and the ratio (goal ≤ 1.5).
 *
 *   npx tsx bench/import/preview.ts [--scale demo|large|tiny] [--folder <pasta>] [--server postgres://…] [--rounds 3]
 *
 * The next night's files are the set itself with every tenth price changed (prices.csv rewritten), so the writes
 * have something to do besides comparing. Each round (three by default) previews, then imports, a new change; the
 * medians of the rounds are compared. Reaches the portal through its CLI only;
 * both times are wall-clock times of the command (the same Node start-up in each).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const args = process.argv.slice(2);
const option = (name: string, fallback: string): string => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? (args[at + 1] as string) : fallback;
};
const scale = option('scale', 'demo');
const folder = resolve(option('folder', join(root, 'data', `generated-${scale}`)));
const server = option('server', process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres');
const today = option('today', '2025-09-30');
const rounds = Math.max(1, Number(option('rounds', '3')) || 3);

const seconds = (since: bigint): number => Number(process.hrtime.bigint() - since) / 1e9;

const portal = (command: string[], env: NodeJS.ProcessEnv = {}): { output: string; time: number } => {
  const started = process.hrtime.bigint();
  const result = spawnSync('npx', ['tsx', join(root, 'apps/server/src/cli/main.ts'), ...command], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`portal ${command.join(' ')} falhou:\n${result.stdout}`);
  return { output: result.stdout, time: seconds(started) };
};

const admin = async (statement: string): Promise<void> => {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

if (!existsSync(join(folder, 'order_items.csv'))) {
  process.stderr.write(`Gerando o conjunto ${scale} em ${folder}…\n`);
  portal(['generate', '--scale', scale, '--out', folder, '--today', today]);
}

const database = `bench_preview_${process.pid}`;
const url = new URL(server);
url.pathname = `/${database}`;
const env = { DATABASE_URL: url.toString(), PORTAL_DEMO: 'false' };
const next = mkdtempSync(join(tmpdir(), 'portal-bench-preview-'));

/** The set with every tenth price raised by `cents`: the next night's export. */
const nightWith = (cents: number): void => {
  cpSync(folder, next, { recursive: true });
  const [header, ...lines] = readFileSync(join(folder, 'prices.csv'), 'utf8').trimEnd().split('\n');
  const changed = lines.map((line, index) => {
    if (index % 10 !== 0) return line;
    const at = line.lastIndexOf(',');
    return `${line.slice(0, at)},${(Number(line.slice(at + 1)) + cents / 100).toFixed(2)}`;
  });
  writeFileSync(join(next, 'prices.csv'), `${[header, ...changed].join('\n')}\n`);
};

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

await admin(`create database ${database}`);
try {
  process.stderr.write(`Carregando ${folder} em ${database}…\n`);
  const first = portal(['import', folder], env);
  process.stderr.write(`  primeira carga: ${first.time.toFixed(1)} s\n`);
  const previews: number[] = [];
  const imports: number[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    const cents = 10 * round;
    nightWith(cents);
    const preview = portal(['import', '--dry-run', next], env);
    const imported = portal(['import', next], env);
    previews.push(preview.time);
    imports.push(imported.time);
    process.stderr.write(
      `  rodada: conferência ${preview.time.toFixed(1)} s, importação ${imported.time.toFixed(1)} s\n`,
    );
  }
  const preview = median(previews);
  const imported = median(imports);
  process.stdout.write(
    [
      `conjunto: ${scale} (${folder})`,
      `conferência (--dry-run): ${preview.toFixed(1)} s`,
      `importação:              ${imported.toFixed(1)} s`,
      `razão conferência ÷ importação: ${(preview / imported).toFixed(2)} (meta ≤ 1,5)`,
      '',
    ].join('\n'),
  );
} finally {
  rmSync(next, { recursive: true, force: true });
  await admin(`drop database if exists ${database} with (force)`);
}
