import { paths, screens, type ScreenId } from '../config/paths.ts';
import { screenLoaders } from './screen-pages.tsx';

export const loadAppShell = () => import('./shell/app-shell.tsx');
export const loadDashboard = () => import('../features/dashboard/dashboard-page.tsx');

/** A chunk fetched ahead of need: a failure (offline, a new deploy) is left to the lazy page that needs it. */
const quietly = (load: () => Promise<unknown>) => void load().catch(() => undefined);

const reportScreenOf = (pathname: string): Exclude<ScreenId, 'dashboard'> | null => {
  const screen = screens.find(
    (candidate) =>
      candidate.path === pathname || (candidate.nested && pathname.startsWith(`${candidate.path}/`)),
  );
  return screen && screen.id !== 'dashboard' ? screen.id : null;
};

/**
 * Opening the app with a stored token: the shell's chunk and the opened screen's start downloading alongside the
 * check of the current user, instead of each waiting for the one before (the user, then the shell, then the page).
 */
export const preloadOpening = (pathname: string): void => {
  if (pathname === paths.signIn) return;
  quietly(loadAppShell);
  const id = reportScreenOf(pathname);
  if (id) quietly(screenLoaders[id]);
  else if (pathname === paths.home || pathname === paths.dashboard) quietly(loadDashboard);
};

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
