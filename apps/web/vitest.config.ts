import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { contractVersion } from '../../packages/contracts/contract-version.mjs';

export default defineConfig({
  define: { __PORTAL_CONTRACT__: JSON.stringify(contractVersion()) },
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    // A timezone west of UTC makes any accidental shift of a yyyy-mm-dd date visible (it would show the day before).
    env: { TZ: 'America/Sao_Paulo' },
    passWithNoTests: true,
  },
});
