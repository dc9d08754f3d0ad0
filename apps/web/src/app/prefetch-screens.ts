import { screenLoaders } from './screen-pages.tsx';

/** How long after the page's load the screens' chunks start: the opened screen's own data goes first. */
export const PREFETCH_DELAY_MS = 3000;

let prefetching = false;

/**
 * Every report screen's chunk, one after the other, once the opened screen has had its turn and the device is
 * idle: a tap on the menu then draws the screen without fetching and running its code first. Skipped when the user
 * asked to save data.
 */
export const prefetchScreens = (): void => {
  if (prefetching || typeof window === 'undefined') return;
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return;
  prefetching = true;
  const idle = (run: () => void) =>
    'requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 0);
  const loaders = Object.values(screenLoaders);
  const next = (index: number) => {
    const load = loaders[index];
    if (!load) return;
    idle(() => {
      void load()
        .catch(() => undefined)
        .then(() => next(index + 1));
    });
  };
  const start = () => setTimeout(() => next(0), PREFETCH_DELAY_MS);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
};

/** For tests that mount the app more than once. */
export const resetPrefetch = (): void => {
  prefetching = false;
};
