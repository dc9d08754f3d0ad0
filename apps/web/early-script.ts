import { createHash } from 'node:crypto';
import { rolldown } from 'rolldown';
import type { Plugin, Rolldown } from 'vite';
import { OPENING_FILES_ID, type OpeningFiles } from './src/app/opening-files.ts';
import { screens } from './src/config/paths.ts';

/** The report screens' addresses, as app/preload.ts's reportScreenOf tells them. */
const screenPaths = screens
  .filter((screen) => screen.id !== 'dashboard')
  .flatMap((screen) => (screen.nested ? [screen.path, `${screen.path}/*`] : [screen.path]));

/** The chunks (chunk-groups.ts's groups and the shell's own) each part of an opening needs, by name. */
const openingChunks: Record<'shell' | 'screens', string[]> = {
  shell: ['app-shell', 'shell', 'base'],
  screens: ['screens', 'opening'],
};

const filesOf = (bundle: Rolldown.OutputBundle, names: string[]): string[] =>
  Object.values(bundle).flatMap((output) =>
    output.type === 'chunk' && !output.isEntry && names.includes(output.name)
      ? [output.fileName, ...(output.viteMetadata?.importedCss ?? [])].map((file) => `/${file}`)
      : [],
  );

/**
 * A script that runs before the app's entry has even arrived: bundled apart, whole (no chunk shared with the entry
 * to wait for), as a classic deferred script named first in index.html, so it runs as soon as the page is parsed.
 * Beside it, the names of the files an opening needs (`OpeningFiles`), which only the finished build knows
 * (docs/decisions/231, 232). Built only: a development server has no service worker and no such files.
 */
export const earlyScript = (entry: string, name: string): Plugin => {
  let fileName = '';
  let opening: OpeningFiles = { shell: [], screens: [], screenPaths };
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
    // Before index.html is written (vite:build-html's own generateBundle), once every chunk has its name.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        opening = {
          shell: filesOf(bundle, openingChunks.shell),
          screens: filesOf(bundle, openingChunks.screens),
          screenPaths,
        };
        if (opening.shell.length === 0 || opening.screens.length === 0)
          this.error(`early-script: chunks de abertura ausentes (${JSON.stringify(opening)})`);
      },
    },
    transformIndexHtml: () => [
      { tag: 'script', attrs: { src: `/${fileName}`, defer: true }, injectTo: 'head-prepend' },
      {
        tag: 'script',
        attrs: { type: 'application/json', id: OPENING_FILES_ID },
        children: JSON.stringify(opening),
        injectTo: 'head',
      },
    ],
  };
};
