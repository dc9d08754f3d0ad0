/**
 * Start-up benchmark (issue goals: a first start of a fresh clone ready in ≤ 90 s, build, demo generation and import
 * included; a restart in ≤ 5 s). Runs `npm start` exactly as the README says, on an empty data folder and with the
 * web build removed (first start), then twice more on the same folder (restarts), and times each until the portal
 * prints that it is up. The reference, in the same run: `tsx` starting an empty script, the floor of any start of a
 * TypeScript process here.
 *
 *   npx tsx bench/startup/run.ts [--port 3390] [--keep-web-build]
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3390' },
    'keep-web-build': { type: 'boolean', default: false },
  },
});
const dataDir = mkdtempSync(join(tmpdir(), 'portal-startup-'));

/** Starts `npm start`, resolves with the seconds until the "no ar" line, then stops the portal with SIGTERM. */
const timeStart = (): Promise<number> =>
  new Promise((resolvePromise, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn('npm', ['start'], {
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
      if (!output.includes('no ar:')) return;
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      clearTimeout(timer);
      child.once('exit', () => resolvePromise(seconds));
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

try {
  if (!values['keep-web-build']) rmSync(join(root, 'apps/web/dist'), { recursive: true, force: true });
  const reference = timeEmptyTsx();
  const first = await timeStart();
  const restarts = [await timeStart(), await timeStart()];
  const restart = Math.max(...restarts);
  const verdict = (ok: boolean): string => (ok ? 'ok' : 'ACIMA');
  process.stdout.write(
    [
      `referência: npx tsx de um script vazio ${reference.toFixed(1)} s`,
      `primeira partida (build web, geração e importação da demonstração): ${first.toFixed(1)} s (meta ≤ 90 s) ${verdict(first <= 90)}`,
      `reinícios: ${restarts.map((seconds) => seconds.toFixed(1)).join(' s, ')} s (meta ≤ 5 s) ${verdict(restart <= 5)}`,
      `reinício ÷ referência: ${(restart / reference).toFixed(1)}`,
      '',
    ].join('\n'),
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
