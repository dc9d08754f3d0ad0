import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Vitest's global set-up for the server's tests: the CLI tests run the bundle production runs
 * (testing/cli-process.ts), so it is built here, once per run, when its sources are newer than it.
 */
export default function buildServerBundle(): void {
  const root = fileURLToPath(new URL('../../../../', import.meta.url));
  execFileSync(process.execPath, ['scripts/build-server.mjs', '--if-stale'], { cwd: root, stdio: 'inherit' });
}
