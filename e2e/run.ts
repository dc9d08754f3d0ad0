import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, startPortalServer } from './helpers/portal-server.ts';

/** `npm run test:e2e`: one real server for the whole run, then every spec with node's test runner. */
const specs = readdirSync(join(repoRoot, 'e2e'))
  .filter((name) => name.endsWith('.spec.ts'))
  .filter((name) => !process.env.E2E_ONLY || name.includes(process.env.E2E_ONLY))
  .sort()
  .map((name) => join('e2e', name));

process.stderr.write('e2e: iniciando o servidor (a primeira carga da demonstração leva até ~1 min)…\n');
const server = await startPortalServer();
process.stderr.write(`e2e: servidor em ${server.baseUrl}\n`);
const logins = [...server.logins.values()].map((login) => `${login.username}/${login.password}`).join(', ');

const code = await new Promise<number>((done) => {
  const child = spawn(
    join(repoRoot, 'node_modules', '.bin', 'tsx'),
    ['--test', '--test-concurrency=1', ...specs],
    {
      cwd: repoRoot,
      env: { ...process.env, PORTAL_E2E_URL: server.baseUrl, PORTAL_E2E_LOGINS: logins },
      stdio: 'inherit',
    },
  );
  child.on('exit', (exitCode) => done(exitCode ?? 1));
});
await server.stop();
process.exit(code);
