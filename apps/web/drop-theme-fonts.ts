import type { Plugin } from 'postcss';

/**
 * Drops the PrimeReact theme's own `@font-face` rules (its whole Inter, every script: hundreds of KB a first visit
 * would download, and the service worker keep), so that the files are neither built nor fetched; styles/base.css
 * declares the same family from its Latin subset (docs/decisions/180).
 */
export const dropThemeFonts = (): Plugin => ({
  postcssPlugin: 'drop-theme-fonts',
  AtRule: {
    'font-face': (rule) => {
      if (/primereact[\\/]resources[\\/]themes[\\/]/.test(rule.source?.input.file ?? '')) rule.remove();
    },
  },
});
