import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// What production runs: the bundle built by scripts/build-server.mjs under plain node, with no TypeScript loader.
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const bundle = join(root, 'apps/server/dist/main.mjs');
const webIndex = join(root, 'apps/web/dist/index.html');

describe('the built server', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-built-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is built from the sources when they are newer, and runs under plain node', () => {
    execFileSync(process.execPath, [join(root, 'scripts/build-server.mjs'), '--if-stale'], { cwd: root });
    expect(existsSync(bundle)).toBe(true);
    const help = execFileSync(process.execPath, [bundle, '--help'], { encoding: 'utf8' });
    expect(help).toContain('mostra esta ajuda');
  });

  it('serves from a fresh folder: migrations, demo data (the shipped cities file), sign-in and the web app', async () => {
    const port = 20000 + (process.pid % 20000);
    const child = spawn(process.execPath, ['--max-semi-space-size=32', bundle, 'serve'], {
      cwd: tmpdir(), // nothing may depend on being started from the repository folder
      env: {
        ...process.env,
        DATABASE_URL: '',
        PORTAL_DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        PORTAL_TODAY: '2026-11-23',
        LOG_LEVEL: 'warn',
      },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += String(chunk)));
    child.stderr.on('data', (chunk) => (output += String(chunk)));
    try {
      for (
        let i = 0;
        i < 600 && !output.includes('Logins de demonstração') && child.exitCode === null;
        i += 1
      )
        await new Promise((r) => setTimeout(r, 200));
      expect(output).toContain('Logins de demonstração: ADMIN/ADMIN123');
      const base = `http://127.0.0.1:${port}`;
      expect((await fetch(`${base}/health/ready`)).status).toBe(200);
      const signIn = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'REP1', password: 'REP123' }),
      });
      expect(signIn.status).toBe(200);
      // The web folder resolves from the bundle to apps/web/dist, whether or not the web app is built right now.
      if (existsSync(webIndex)) {
        const page = await fetch(`${base}/`);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain('<div id="root">');
      } else {
        expect(output).toContain(join(root, 'apps/web/dist'));
      }
    } finally {
      child.kill('SIGTERM');
    }
    const exit =
      child.exitCode ?? (await new Promise<number | null>((resolve) => child.once('exit', resolve)));
    expect(exit).toBe(0);
  }, 180_000);
});
