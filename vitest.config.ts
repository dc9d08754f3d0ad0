import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import { webProjects } from './apps/web/vitest.config.ts';

/**
 * Server test files that replace a module with `vi.mock` run in a module graph of their own; every other one shares
 * its worker's modules with the files before it. Importing the server's modules afresh for each file was a large
 * part of the unit stage's CPU on two cores, and each file still opens its own databases and apps.
 */
const serverTestFiles = ['apps/server/src', 'packages/contracts/src'].flatMap((folder) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => join(folder, file)),
);
const serverOwnModules = serverTestFiles.filter((file) => /\bvi\.mock\(/.test(readFileSync(file, 'utf8')));

const serverProject = (name: string, test: { include: string[]; exclude?: string[]; isolate: boolean }) => ({
  test: {
    name,
    environment: 'node' as const,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    setupFiles: [
      'apps/server/src/testing/fail-on-console-error.ts',
      'apps/server/src/testing/cheap-password-hashes.ts',
    ],
    // The CLI tests run the built server (testing/cli-process.ts).
    globalSetup: ['apps/server/src/testing/build-server-bundle.ts'],
    ...test,
  },
});

export default defineConfig({
  test: {
    // Vitest leaves one core free by default; on a 2-core CI machine that is one worker, and the suite is mostly
    // waiting on databases, not computing.
    maxWorkers: 2,
    projects: [
      serverProject('server', {
        include: ['apps/server/src/**/*.test.ts', 'packages/contracts/src/**/*.test.ts'],
        exclude: [...configDefaults.exclude, ...serverOwnModules],
        isolate: false,
      }),
      serverProject('server-isolated', { include: serverOwnModules, isolate: true }),
      ...webProjects,
      // The web app's build tools (apps/web/*.ts): they run in Node, not in the browser the app's tests imitate.
      { test: { name: 'web-build', include: ['apps/web/*.test.ts'], environment: 'node' } },
    ],
  },
});
