import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import react from '@vitejs/plugin-react';
import { configDefaults, defineProject } from 'vitest/config';
import { contractVersion } from '../../packages/contracts/contract-version.mjs';

/**
 * The test files that must each run in a fresh module graph: they render the whole app (its router, query client and
 * screen prefetch outlive the file), replace a module with `vi.mock` (a module another file already loaded would stay
 * real), or test a lazy chunk's first download. Every other file shares its worker's modules with the files before
 * it, which skips re-importing React, PrimeReact and jsdom for each file: the suite's largest cost on two cores.
 */
const needsOwnModules = /\bvi\.mock\(|test\/render-app/;
const lazyChunkTests = ['src/components/filters/month-picker.test.tsx'];
const ownModuleGraph = [
  ...lazyChunkTests,
  ...readdirSync(join(import.meta.dirname, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `src/${file.split(sep).join('/')}`)
    .filter((file) => needsOwnModules.test(readFileSync(join(import.meta.dirname, file), 'utf8'))),
];

const webProject = (name: string, test: { include: string[]; exclude?: string[]; isolate: boolean }) =>
  defineProject({
    define: { __PORTAL_CONTRACT__: JSON.stringify(contractVersion()) },
    plugins: [react()],
    test: {
      name,
      root: import.meta.dirname,
      environment: 'jsdom',
      setupFiles: ['src/test/setup.ts'],
      // A timezone west of UTC makes any accidental shift of a yyyy-mm-dd date visible (it would show the day before).
      env: { TZ: 'America/Sao_Paulo' },
      // Two workers beside PostgreSQL and the server suite: a screen's test can wait for the CPU well past 5 s.
      testTimeout: 20_000,
      ...test,
    },
  });

export const webProjects = [
  webProject('web', {
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, ...ownModuleGraph],
    isolate: false,
  }),
  webProject('web-isolated', { include: ownModuleGraph, isolate: true }),
];
