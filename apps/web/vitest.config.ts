import react from '@vitejs/plugin-react';
import { configDefaults, defineProject } from 'vitest/config';
import { contractVersion } from '../../packages/contracts/contract-version.mjs';

/**
 * The test files that must each run in a fresh module graph: they render the whole app (its router, query client and
 * screen prefetch outlive the file), replace a module with `vi.mock`, or test a lazy chunk's first download. Every
 * other file shares its worker's modules with the files before it, which skips re-importing React, PrimeReact and
 * jsdom for each file: the suite's largest cost on two cores.
 */
const ownModuleGraph = [
  'src/app/session-bootstrap.test.tsx',
  'src/app/shell/shell.test.tsx',
  'src/app/guards/guards.test.tsx',
  'src/app/guards/require-administrator.test.tsx',
  'src/app/preload.test.ts',
  'src/app/offline/keep-offline.test.tsx',
  'src/components/filters/month-picker.test.tsx',
  'src/features/admin/imports-page.test.tsx',
  'src/features/auth/sign-in-page.test.tsx',
  'src/features/approvals/approvals-page.test.tsx',
  'src/features/inbox/inbox-panels.test.tsx',
  'src/features/team/team-page.test.tsx',
  'src/features/visit-plan/visit-plan-page.test.tsx',
  'src/features/commission/commission-page.test.tsx',
  'src/features/customers/customers-page.test.tsx',
  'src/features/charts/charts-page.test.tsx',
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
