import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { envSchema } from '../config/env.ts';
import { SERVER_NODE_FLAGS } from '../config/node-flags.ts';

// deploy/systemd as the IT person installs it, checked by systemd's own parser (no running systemd needed).
const units = fileURLToPath(new URL('../../../../deploy/systemd/', import.meta.url));
const read = (name: string) => readFileSync(join(units, name), 'utf8');

// The units name /usr/bin/node (Debian's nodejs package, NodeSource); verify checks the program exists, so the copy
// checked here names this machine's node instead.
const copy = mkdtempSync(join(tmpdir(), 'portal-units-'));
for (const name of readdirSync(units))
  writeFileSync(join(copy, name), read(name).replaceAll('/usr/bin/node ', `${process.execPath} `));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const analyze = (...args: string[]) => spawnSync('systemd-analyze', args, { cwd: copy, encoding: 'utf8' });

describe('the systemd units', () => {
  it('pass systemd-analyze verify without a single warning', () => {
    const run = analyze('verify', './portal.service', './portal-import.service', './portal-import.timer');
    expect(run.error).toBeUndefined();
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it.each(['portal.service', 'portal-import.service'])(
    '%s is hardened: exposure ≤ 2 by systemd-analyze security',
    (name) => {
      const run = analyze('security', '--offline=yes', '--threshold=20', `./${name}`);
      expect(run.status).toBe(0);
      const level = Number(/Overall exposure level for .*: (\d+\.\d)/.exec(run.stdout)?.[1]);
      expect(level).toBeLessThanOrEqual(2);
    },
  );

  it('run the built server as the portal user, with the data folder in its state directory', () => {
    for (const name of ['portal.service', 'portal-import.service']) {
      const unit = read(name);
      expect(unit).toMatch(/^User=portal$/m);
      expect(unit).toMatch(/^StateDirectory=portal$/m);
      expect(unit).toMatch(/^Environment=PORTAL_DATA_DIR=%S\/portal$/m);
      expect(unit).toMatch(/^NoNewPrivileges=yes$/m);
      expect(unit).toMatch(/^ProtectSystem=strict$/m);
      expect(unit).toContain(
        `/usr/bin/node ${SERVER_NODE_FLAGS.join(' ')} /opt/portal/apps/server/dist/main.mjs`,
      );
    }
    expect(read('portal.service')).toMatch(/^ExecStart=.* serve$/m);
    expect(read('portal-import.service')).toMatch(/^ExecStart=.* import \$\{PORTAL_IMPORT_DIR\}$/m);
    expect(read('portal-import.timer')).toMatch(/^Unit=portal-import\.service$/m);
    expect(read('portal.sysusers.conf')).toMatch(/^u portal - /m);
  });
});

describe('the Containerfile and compose.yaml', () => {
  const repo = fileURLToPath(new URL('../../../../', import.meta.url));
  const containerfile = readFileSync(join(repo, 'Containerfile'), 'utf8');
  const compose = readFileSync(join(repo, 'compose.yaml'), 'utf8');
  const known = new Set([...Object.keys(envSchema.shape), 'NODE_ENV']);

  it('set only variables the portal reads', () => {
    const envBlock = /^ENV ((?:.*\\\n)*.*)$/m.exec(containerfile)?.[1] ?? '';
    const imageNames = [...envBlock.matchAll(/([A-Z_]+)=/g)].map((match) => match[1]);
    const portal = compose.slice(compose.indexOf('  portal:'));
    const environment = portal.slice(portal.indexOf('environment:'), portal.indexOf('ports:'));
    const composeNames = [...environment.matchAll(/^ {6}([A-Z_]+):/gm)].map((match) => match[1]);
    expect(imageNames).toEqual(['NODE_ENV', 'HOST', 'PORT', 'PORTAL_DATA_DIR', 'PORTAL_DEMO']);
    expect(composeNames).toContain('DATABASE_URL');
    for (const name of [...imageNames, ...composeNames]) expect(known, name).toContain(name);
  });

  it('run the built server as a user of its own, with the same flags, a health check and the data volume', () => {
    expect(containerfile).toMatch(/^USER portal$/m);
    expect(containerfile).toContain(
      `ENTRYPOINT ["node", "${SERVER_NODE_FLAGS.join('", "')}", "/app/apps/server/dist/main.mjs"]`,
    );
    expect(containerfile).toMatch(/^HEALTHCHECK .*\n.*\/health\/ready/m);
    expect(containerfile).toMatch(/^VOLUME \["\/data"\]$/m);
    expect(containerfile).toMatch(/^ARG BASE_IMAGE=docker\.io\/library\/node:22-bookworm-slim$/m);
  });
});
