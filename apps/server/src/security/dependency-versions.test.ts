import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// `npm audit` cannot reach the advisory service from here, so the packages that guard the doors are pinned to
// releases past their known advisories; a downgrade in package-lock.json fails this test.
const minimums: Record<string, string> = {
  fastify: '5.3.2', // CVE-2025-32442 content-type validation bypass
  'fast-jwt': '5.0.6', // signs and checks every token (auth/token.ts); CVE-2025-30144 iss claim validation
  helmet: '8.0.0',
  ajv: '8.12.0', // checks every answer against its contract (plugins/answer-serializer.ts); 6.x had CVE-2020-15366
  'fast-json-stringify': '6.0.0', // writes every answer from its JSON Schema
  '@fastify/static': '8.0.0',
  pg: '8.11.0',
  kysely: '0.28.0',
  zod: '4.1.5',
  'react-router': '7.5.2', // CVE-2025-43864 / 43865 cache poisoning
  vite: '6.2.7', // dev-server file-access advisories of early 2025
  'csv-parse': '5.0.0',
};

type Lockfile = { packages: Record<string, { version?: string }> };
const lockfile = JSON.parse(
  readFileSync(new URL('../../../../package-lock.json', import.meta.url), 'utf8'),
) as Lockfile;

/** Every copy of the package our workspaces resolve: each must be past the minimum. */
const installedVersions = (name: string): string[] =>
  Object.entries(lockfile.packages)
    // The copies our own code loads: hoisted, or in a workspace's own node_modules (not a tool's nested copy).
    .filter(
      ([path]) =>
        path === `node_modules/${name}` ||
        (path.endsWith(`/node_modules/${name}`) && path.split('node_modules/').length === 2),
    )
    .map(([, entry]) => entry.version ?? '0.0.0');

const atLeast = (version: string, minimum: string): boolean => {
  const parts = (value: string) => value.split('-')[0]!.split('.').map(Number);
  const [a, b] = [parts(version), parts(minimum)];
  for (let i = 0; i < 3; i += 1) {
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  }
  return true;
};

describe('security-critical dependencies', () => {
  it.each(Object.entries(minimums))('%s is at least %s', (name, minimum) => {
    const versions = installedVersions(name);
    expect(versions.length, `${name} não está no package-lock.json`).toBeGreaterThan(0);
    for (const version of versions)
      expect(atLeast(version, minimum), `${name} ${version} < ${minimum}`).toBe(true);
  });
});
