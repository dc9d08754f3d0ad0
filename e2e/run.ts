import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, startPortalServer, type PortalServer } from './helpers/portal-server.ts';

/**
 * `npm run test:e2e`: E2E_SHARDS real servers (2 by default), each with its own fresh demo data, and every spec with
 * node's test runner, a spec at a time per server, the next spec going to whichever server is free. A browser test
 * mostly waits (on the page, the server, the throttled network), so two run side by side in little more than the time
 * of one; separate servers keep one spec's writes out of another's figures.
 */
const specs = readdirSync(join(repoRoot, 'e2e'))
  .filter((name) => name.endsWith('.spec.ts'))
  // E2E_ONLY: parts of file names, separated by commas ("orders,map").
  .filter((name) => {
    const parts = (process.env.E2E_ONLY ?? '').split(',').filter(Boolean);
    return parts.length === 0 || parts.some((part) => name.includes(part));
  })
  .map((name) => join('e2e', name))
  // The longest first (by size, roughly their length), so no server is left with a long one at the end.
  .sort((a, b) => statSync(join(repoRoot, b)).size - statSync(join(repoRoot, a)).size);

const shards = Math.max(1, Math.min(Number(process.env.E2E_SHARDS ?? 2) || 1, specs.length));
process.stderr.write(
  `e2e: iniciando ${shards} servidor(es) (a primeira carga da demonstração leva até ~1 min)…\n`,
);
const servers: PortalServer[] = [];
for (const started of await Promise.allSettled(Array.from({ length: shards }, () => startPortalServer())))
  if (started.status === 'fulfilled') servers.push(started.value);
  else {
    await Promise.all(servers.map((server) => server.stop()));
    throw started.reason;
  }
process.stderr.write(`e2e: servidores em ${servers.map((server) => server.baseUrl).join(', ')}\n`);

/** One spec against one server; its report printed whole once it ends, so two specs' lines never mix. */
const runSpec = (server: PortalServer, spec: string) =>
  new Promise<number>((done) => {
    const started = performance.now();
    const logins = [...server.logins.values()]
      .map((login) => `${login.username}/${login.password}`)
      .join(', ');
    const child = spawn(join(repoRoot, 'node_modules', '.bin', 'tsx'), ['--test', spec], {
      cwd: repoRoot,
      env: { ...process.env, PORTAL_E2E_URL: server.baseUrl, PORTAL_E2E_LOGINS: logins },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (exitCode) => {
      const seconds = Math.round((performance.now() - started) / 1000);
      process.stdout.write(`\n# e2e: ${spec} (${server.baseUrl}, ${seconds} s)\n`);
      process.stdout.write(Buffer.concat(output));
      done(exitCode ?? 1);
    });
  });

const queue = [...specs];
const failed: string[] = [];
await Promise.all(
  servers.map(async (server) => {
    for (let spec = queue.shift(); spec !== undefined; spec = queue.shift())
      if ((await runSpec(server, spec)) !== 0) failed.push(spec);
  }),
);
// A server that does not end cleanly on SIGTERM (exit 0, its database closed) fails the run, as it would fail a
// service manager's stop.
const exitCodes = await Promise.all(servers.map((server) => server.stop()));
const unclean = servers.filter((_, index) => exitCodes[index] !== 0);
for (const [index, server] of servers.entries())
  if (exitCodes[index] !== 0)
    process.stdout.write(
      `\n# e2e: o servidor ${server.baseUrl} terminou com ${exitCodes[index] ?? 'SIGKILL'}\n`,
    );
process.stdout.write(
  failed.length === 0
    ? `\n# e2e: ${specs.length} arquivos, todos passaram\n`
    : `\n# e2e: falharam ${failed.length} de ${specs.length} arquivos: ${failed.join(', ')}\n`,
);
process.exit(failed.length === 0 && unclean.length === 0 ? 0 : 1);
