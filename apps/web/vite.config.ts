import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { contractVersion } from '../../packages/contracts/contract-version.mjs';
import { chunkGroups } from './chunk-groups.ts';
import { dropThemeFonts } from './drop-theme-fonts.ts';
import { earlyScript } from './early-script.ts';
import { primeStylesOnce } from './prime-styles-once.ts';
import { ANSWER_COPIES } from './src/lib/answer-copies.ts';

export default defineConfig({
  // Compared with the server's own in lib/api-client.ts (docs/decisions/175).
  define: { __PORTAL_CONTRACT__: JSON.stringify(contractVersion()) },
  css: { postcss: { plugins: [dropThemeFonts()] } },
  plugins: [
    react(),
    primeStylesOnce(),
    earlyScript('src/app/first-script.ts', 'first-script'),
    VitePWA({
      strategies: 'generateSW',
      registerType: 'autoUpdate',
      // Registered by src/app/service-worker.ts only outside localhost (docs/product.md §1); never an inline script (CSP).
      injectRegister: null,
      includeAssets: ['favicon.svg', 'logo.svg'],
      manifest: {
        name: 'Portal do Representante',
        short_name: 'Representante',
        description: 'Indicadores, carteira, faturamento e rotas dos representantes comerciais.',
        lang: 'pt-BR',
        start_url: '/',
        display: 'standalone',
        background_color: '#f8fafc',
        theme_color: '#1d4ed8',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      workbox: {
        // Only woff2 fonts (every browser that runs a service worker reads it); not the eot/ttf/svg copies.
        globPatterns: ['**/*.{js,css,html,webmanifest,png}', 'favicon.svg', 'logo.svg', 'assets/*.woff2'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/health/, /^\/docs/],
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // Last answers of the report calls, for the rep with a weak signal (docs/product.md §1): network first,
            // the cached copy after 4 s or when offline; a reopened screen shows it until the fresh answer arrives
            // (docs/decisions/226). Cleared on logout (lib/auth/session-store.ts, endSession).
            urlPattern: ({ url, request }) => request.method === 'GET' && url.pathname.startsWith('/api/v1/'),
            handler: 'NetworkFirst',
            options: {
              cacheName: ANSWER_COPIES,
              networkTimeoutSeconds: 4,
              expiration: { maxEntries: 300, maxAgeSeconds: 14 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
    // Each text file also written brotli- (quality 11) and gzip-compressed (level 9) at build time, served as they are
    // by the server (docs/decisions/178): fewer bytes than compressing on every request at a fast level.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|css|html|svg|webmanifest)$/,
      threshold: 1024,
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    rolldownOptions: { output: { codeSplitting: chunkGroups() } },
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/health': 'http://localhost:3000' } },
});
