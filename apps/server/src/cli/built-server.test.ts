import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// What production runs: the bundle built by scripts/build-server.mjs under plain node, with no TypeScript loader.
// Serving from a fresh folder (migrations, demo data, sign-in, the web app, a clean stop) is what every browser-test
// run does with this bundle (e2e/helpers/portal-server.ts), so it is proved there.
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const bundle = join(root, 'apps/server/dist/main.mjs');

describe('the built server', () => {
  it('is built from the sources when they are newer, and runs under plain node', () => {
    execFileSync(process.execPath, [join(root, 'scripts/build-server.mjs'), '--if-stale'], { cwd: root });
    expect(existsSync(bundle)).toBe(true);
    const help = execFileSync(process.execPath, [bundle, '--help'], { encoding: 'utf8' });
    expect(help).toContain('mostra esta ajuda');
  });
});
