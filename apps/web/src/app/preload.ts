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
 * Opening the app with a stored token (returns the report screen opened, if any): the shell's chunk and the opened screen's start downloading alongside the
 * check of the current user, instead of each waiting for the one before (the user, then the shell, then the page).
 */
export const preloadOpening = (pathname: string): Exclude<ScreenId, 'dashboard'> | null => {
  if (pathname === paths.signIn) return null;
  quietly(loadAppShell);
  const id = reportScreenOf(pathname);
  if (id) quietly(screenLoaders[id]);
  else if (pathname === paths.home || pathname === paths.dashboard) quietly(loadDashboard);
  return id;
};
