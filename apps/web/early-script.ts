import { createHash } from 'node:crypto';
import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * A script that runs before the app's entry has even arrived: bundled apart, whole (no chunk shared with the entry
 * to wait for), as a classic deferred script named first in index.html, so it runs as soon as the page is parsed
 * (docs/decisions/231). Built only: a development server has no service worker, so nothing to paint.
 */
export const earlyScript = (entry: string, name: string): Plugin => {
  let fileName = '';
  return {
    name: 'portal-early-script',
    apply: 'build',
    async buildStart() {
      const bundle = await rolldown({ input: entry, platform: 'browser', logLevel: 'warn' });
      try {
        const { output } = await bundle.generate({ format: 'iife', minify: true });
        const source = output[0].code;
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        fileName = `assets/${name}-${hash}.js`;
        this.emitFile({ type: 'asset', fileName, source });
      } finally {
        await bundle.close();
      }
    },
    transformIndexHtml: () => [
      { tag: 'script', attrs: { src: `/${fileName}`, defer: true }, injectTo: 'head-prepend' },
    ],
  };
};
