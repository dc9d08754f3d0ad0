/**
 * Import benchmark: the portal's `import` (validation, reference checks, the real schema's keys and indexes,
 * ANALYZE) against two raw `psql \copy` loads of the same files, on the same PostgreSQL, in the same run:
 *   - into plain text tables with no key, index or check (the fastest a load can be, doing none of the work);
 *   - into the portal's own schema (a database `portal migrate` made), in one transaction, with its keys, foreign
 *     keys and indexes dropped before the copies and re-created after (what a DBA would do with psql alone), then
 *     ANALYZE: the same database at the end, without the portal's validation.
 * Prints rows/s of each and the ratios (goal ≥ 0.5).
 *
 *   npx tsx bench/import/run.ts [--scale large|demo|tiny] [--folder <pasta>] [--server postgres://…] [--keep <banco>]
 *
 * `--keep <banco>` names the portal's database and keeps it afterwards, so bench/load and bench/api can reuse the
 * imported set instead of importing it again.
 *
 * Reaches the portal through its CLI only (like every bench), each run in a fresh database.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { fileSpecs } from '../../apps/server/src/import/file-specs.ts';

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
const schemaDb = `bench_schema_${suffix}`;
await admin(async (client) => {
  if (kept) await client.query(`drop database if exists ${portalDb}`);
  await client.query(`create database ${portalDb}`);
  await client.query(`create database ${plainDb}`);
  await client.query(`create database ${schemaDb}`);
});

const headerOf = (file: string): string =>
  readFileSync(join(folder, file), 'utf8').slice(0, 4096).split('\n')[0]?.replace(/\r$/, '') ?? '';

/**
 * One psql script: in one transaction, save and drop the keys, foreign keys and indexes of the imported tables,
 * \copy every file in dependency order, re-create what was dropped from its own definition, ANALYZE.
 */
const schemaLoadScript = (): string => {
  const specs = fileSpecs.filter((spec) => existsSync(join(folder, spec.file)));
  const tables = specs.map((spec) => `'${spec.table}'::regclass`).join(', ');
  const copies = specs.map((spec) => {
    const header = headerOf(spec.file).split(',');
    const columns = header.map(
      (name) => spec.columns.find((column) => column.name === name)?.storedAs ?? name,
    );
    const path = join(folder, spec.file);
    const months = spec.columns.filter((column) => column.type === 'month').map((column) => column.name);
    if (months.length === 0)
      return `\\copy ${spec.table} (${columns.join(', ')}) from '${path}' with (format csv, header)`;
    // A month (yyyy-mm) is no date PostgreSQL reads: those files go through a text table and one INSERT … SELECT.
    const raw = `raw_${spec.table}`;
    const listed = columns.map((column) => `'${column}'`).join(', ');
    const monthList = months.map((column) => `'${column}'`).join(', ');
    return [
      `create temp table ${raw} (${columns.map((column) => `${column} text`).join(', ')}) on commit drop;`,
      `\\copy ${raw} from '${path}' with (format csv, header)`,
      `do $$ declare cols text; exprs text; begin
         select string_agg(quote_ident(a.attname), ', ' order by a.attnum),
                string_agg(case when a.attname in (${monthList}) then format('(%I || ''-01'')::date', a.attname)
                                else format('%I::%s', a.attname, format_type(a.atttypid, a.atttypmod)) end, ', ' order by a.attnum)
           into cols, exprs
           from pg_attribute a where a.attrelid = '${spec.table}'::regclass and a.attname in (${listed});
         execute format('insert into ${spec.table} (%s) select %s from ${raw}', cols, exprs);
       end $$;`,
    ].join('\n');
  });
  return [
    '\\set ON_ERROR_STOP on',
    'begin;',
    "set local maintenance_work_mem = '512MB';",
    "set local work_mem = '64MB';",
    `create temp table suspended on commit drop as
       select 1 as step, format('alter table %s add constraint %I %s', conrelid::regclass, conname, pg_get_constraintdef(oid)) as redo,
              format('alter table %s drop constraint %I', conrelid::regclass, conname) as undo
         from pg_constraint where contype in ('p', 'u') and conrelid = any(array[${tables}])
       union all
       select 2, pg_get_indexdef(i.indexrelid), format('drop index %s', i.indexrelid::regclass)
         from pg_index i where i.indrelid = any(array[${tables}])
          and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
       union all
       select 3, format('alter table %s add constraint %I %s', conrelid::regclass, conname, pg_get_constraintdef(oid)),
              format('alter table %s drop constraint %I', conrelid::regclass, conname)
         from pg_constraint where contype = 'f'
          and (conrelid = any(array[${tables}]) or confrelid = any(array[${tables}]));`,
    'do $$ declare r record; begin for r in select undo from suspended order by step desc loop execute r.undo; end loop; end $$;',
    ...copies,
    'do $$ declare r record; begin for r in select redo from suspended order by step loop execute r.redo; end loop; end $$;',
    `analyze ${specs.map((spec) => spec.table).join(', ')};`,
    'commit;',
    '',
  ].join('\n');
};

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

  // Baseline 2: psql into the portal's own schema, keys and indexes rebuilt after the copies, one transaction.
  portal(['migrate'], { DATABASE_URL: databaseUrl(schemaDb), PORTAL_DEMO: 'false' });
  const scriptDir = mkdtempSync(join(tmpdir(), 'bench-import-'));
  const script = join(scriptDir, 'load.sql');
  writeFileSync(script, schemaLoadScript());
  await checkpoint();
  const schemaStarted = process.hrtime.bigint();
  try {
    execFileSync('psql', [databaseUrl(schemaDb), '-q', '-f', script], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  } finally {
    rmSync(scriptDir, { recursive: true, force: true });
  }
  const schemaTime = seconds(schemaStarted);

  process.stdout.write(
    [
      `Conjunto: ${folder} (${rows.toLocaleString('pt-BR')} linhas em ${files.length} arquivos)`,
      `portal import: ${portalTime.toFixed(1)} s (${rate(rows, portalTime)}); com partida do CLI e migração: ${portalTotal.toFixed(1)} s`,
      `psql \\copy em tabelas de texto, sem chaves nem índices: ${plainTime.toFixed(1)} s (${rate(rows, plainTime)})`,
      `psql \\copy no esquema do portal, chaves e índices refeitos: ${schemaTime.toFixed(1)} s (${rate(rows, schemaTime)})`,
      `razão portal/psql (tabelas de texto): ${(plainTime / portalTime).toFixed(2)}`,
      `razão portal/psql (esquema do portal): ${(schemaTime / portalTime).toFixed(2)} (meta ≥ 0,50)`,
      '',
    ].join('\n'),
  );
} finally {
  await admin(async (client) => {
    if (!kept) await client.query(`drop database if exists ${portalDb}`);
    await client.query(`drop database if exists ${plainDb}`);
    await client.query(`drop database if exists ${schemaDb}`);
  });
  if (kept) process.stdout.write(`banco do portal mantido: ${databaseUrl(portalDb)}\n`);
}
