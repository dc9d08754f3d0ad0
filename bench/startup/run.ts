/**
 * Start-up benchmark (issue goals: a first start of a fresh clone ready in ≤ 90 s, build, demo generation and import
 * included; a restart in ≤ 5 s). Runs `npm start` exactly as the README says, on an empty data folder and with the
 * web and server builds removed (first start). Then restarts the portal on the same folder, alternating the way it
 * ran before the server was built (`tsx` on the TypeScript sources) and the way it runs now (`node` on
 * apps/server/dist/main.mjs, docs/decisions/076), timing each until the portal prints that it is up and reading the
 * memory of its processes then (the sum of the resident sets of the process group: the tsx wrapper and its node, or
 * the one node). The reference, in the same run: `tsx` starting an empty script.
 *
 *   npx tsx bench/startup/run.ts [--port 3390] [--keep-web-build] [--restarts 3]
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3390' },
    'keep-web-build': { type: 'boolean', default: false },
    restarts: { type: 'string', default: '3' },
  },
});
const dataDir = mkdtempSync(join(tmpdir(), 'portal-startup-'));

type Start = { seconds: number; rssMb: number };

/** Resident memory (MB) of every process in the group led by `leader`: the server and any wrapper it runs under. */
const groupRssMb = (leader: number): number => {
  let kb = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== leader) continue; // pgrp
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      // the process ended meanwhile
    }
  }
  return kb / 1024;
};

/** Starts `command`, resolves with the seconds until the "no ar" line and the memory then, and stops it. */
const timeStart = (command: string, args: string[]): Promise<Start> =>
  new Promise((resolvePromise, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(command, args, {
      cwd: root,
      env: {
        ...process.env,
        PORT: values.port,
        PORTAL_DATA_DIR: dataDir,
        DATABASE_URL: '',
        FORCE_COLOR: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    let done = false;
    const stop = (): void => {
      try {
        process.kill(-(child.pid as number), 'SIGTERM');
      } catch {
        // already gone
      }
    };
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`o portal não ficou pronto em 300 s:\n${output.slice(-2000)}`));
    }, 300_000);
    const watch = (chunk: Buffer): void => {
      output += chunk.toString();
      if (done || !output.includes('no ar:')) return;
      done = true;
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const rssMb = groupRssMb(child.pid as number);
      clearTimeout(timer);
      child.once('exit', () => resolvePromise({ seconds, rssMb }));
      stop();
    };
    child.stdout.on('data', watch);
    child.stderr.on('data', watch);
    child.once('error', reject);
  });

const timeEmptyTsx = (): number => {
  const script = join(dataDir, 'empty.ts');
  writeFileSync(script, 'export {};\n');
  const started = process.hrtime.bigint();
  spawnSync('npx', ['tsx', script], { cwd: root, stdio: 'ignore' });
  return Number(process.hrtime.bigint() - started) / 1e9;
};

const ways: Record<'tsx' | 'built', [command: string, args: string[]]> = {
  tsx: [
    join(root, 'node_modules/.bin/tsx'),
    ['--max-semi-space-size=32', 'apps/server/src/cli/main.ts', 'serve'],
  ],
  built: [process.execPath, ['--max-semi-space-size=32', 'apps/server/dist/main.mjs', 'serve']],
};
const median = (numbers: number[]): number => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

try {
  if (!values['keep-web-build']) rmSync(join(root, 'apps/web/dist'), { recursive: true, force: true });
  rmSync(join(root, 'apps/server/dist'), { recursive: true, force: true });
  const reference = timeEmptyTsx();
  const first = await timeStart('npm', ['start']);
  const restarts: Record<keyof typeof ways, Start[]> = { tsx: [], built: [] };
  for (let round = 0; round < Number(values.restarts); round += 1)
    for (const way of ['tsx', 'built'] as const) restarts[way].push(await timeStart(...ways[way]));
  const verdict = (ok: boolean): string => (ok ? 'ok' : 'ACIMA');
  const line = (way: keyof typeof ways, label: string): string => {
    const runs = restarts[way];
    const worst = Math.max(...runs.map((run) => run.seconds));
    return `reinício, ${label}: ${runs.map((run) => run.seconds.toFixed(1)).join(' s, ')} s (meta ≤ 5 s) ${verdict(worst <= 5)}; memória ao ficar no ar (mediana) ${median(runs.map((run) => run.rssMb)).toFixed(0)} MB`;
  };
  process.stdout.write(
    [
      `referência: npx tsx de um script vazio ${reference.toFixed(1)} s`,
      `primeira partida, npm start (build web e do servidor, geração e importação da demonstração): ${first.seconds.toFixed(1)} s (meta ≤ 90 s) ${verdict(first.seconds <= 90)}`,
      line('tsx', 'antes (tsx apps/server/src/cli/main.ts)'),
      line('built', 'depois (node apps/server/dist/main.mjs)'),
      `reinício compilado ÷ tsx (mediana): ${(median(restarts.built.map((r) => r.seconds)) / median(restarts.tsx.map((r) => r.seconds))).toFixed(2)}`,
      '',
    ].join('\n'),
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
