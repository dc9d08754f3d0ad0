import { resolve } from 'node:path';
import { defineConfig } from 'vite';

// Two pages built the same way (production, es2022, no plugin beyond Vite's own JSX transform) so the only
// difference is the grid.
export default defineConfig({
  root: import.meta.dirname,
  logLevel: 'warn',
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    target: 'es2022',
    outDir: resolve(import.meta.dirname, 'dist'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 5000,
    rollupOptions: {
      input: { ours: resolve(import.meta.dirname, 'ours.html'), ag: resolve(import.meta.dirname, 'ag.html') },
    },
  },
});
