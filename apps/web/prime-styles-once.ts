import type { Plugin } from 'vite';

/** PrimeReact's `useStyle` (primereact/hooks), the lines of its `load` this plugin replaces. */
const hooksFile = /[\\/]primereact[\\/]hooks[\\/]hooks\.esm\.js$/;
const writeAndRerender = `    styleRef.current.textContent = css;
    setIsLoaded(true);
  };`;
// Nothing in PrimeReact reads `isLoaded` but the hook itself: setting it only rendered the component once more.
const writeOnce = `    if (styleRef.current.textContent !== css) styleRef.current.textContent = css;
  };`;

/**
 * PrimeReact writes each of its stylesheets into the page again whenever a component mounts (every Button, every
 * Dropdown), the same text each time, and then renders that component once more to note it did. Each rewrite makes
 * the browser recompute the whole page's style at its next layout. This build writes a stylesheet only when its text
 * differs from what the page holds, and renders nothing again for it (docs/decisions/232). The build fails if a PrimeReact update changes the lines it replaces.
 */
export const primeStylesOnce = (): Plugin => ({
  name: 'portal-prime-styles-once',
  apply: 'build',
  transform(code, id) {
    if (!hooksFile.test(id)) return null;
    if (!code.includes(writeAndRerender))
      this.error('primereact/hooks: useStyle changed; review apps/web/prime-styles-once.ts');
    return { code: code.replace(writeAndRerender, writeOnce), map: null };
  },
});
