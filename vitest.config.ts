import { defineConfig } from 'vitest/config';
import { webProjects } from './apps/web/vitest.config.ts';

export default defineConfig({
  test: {
    // Vitest leaves one core free by default; on a 2-core CI machine that is one worker, and the suite is mostly
    // waiting on databases, not computing.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'packages/contracts/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          setupFiles: ['apps/server/src/testing/fail-on-console-error.ts'],
        },
      },
      ...webProjects,
      // The web app's build tools (apps/web/*.ts): they run in Node, not in the browser the app's tests imitate.
      { test: { name: 'web-build', include: ['apps/web/*.test.ts'], environment: 'node' } },
    ],
  },
});
