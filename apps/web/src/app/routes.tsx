import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { FullSpinner } from '../components/full-spinner.tsx';
import { adminScreens, paths, screens, type ScreenId } from '../config/paths.ts';
import { RequireAdministrator } from './guards/require-administrator.tsx';
import { adminPages } from './admin-pages.tsx';
import { loadAppShell, loadDashboard } from './preload.ts';
import { RedirectIfSignedIn } from './guards/redirect-if-signed-in.tsx';
import { RequireAuth } from './guards/require-auth.tsx';
import { RouteLoadError } from './route-load-error.tsx';
import { screenPages } from './screen-pages.tsx';
import { useScreenBadges } from './shell/screen-badges.ts';

// Each screen is its own chunk: the sign-in page loads React, the router and a few PrimeReact parts only.
const SignInPage = lazy(() =>
  import('../features/auth/sign-in-page.tsx').then((m) => ({ default: m.SignInPage })),
);
const AppShell = lazy(() => loadAppShell().then((m) => ({ default: m.AppShell })));
const DashboardPage = lazy(() => loadDashboard().then((m) => ({ default: m.DashboardPage })));
const NotFoundPage = lazy(() =>
  import('../features/not-found/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })),
);

/** The dashboard with what waits behind its tiles, which only the app (not a feature) may ask every screen for. */
const DashboardWithBadges = () => <DashboardPage badges={useScreenBadges()} />;

const suspended = (node: ReactNode) => <Suspense fallback={<FullSpinner />}>{node}</Suspense>;

const pageFor = (id: ScreenId): ReactNode => {
  if (id === 'dashboard') return <DashboardWithBadges />;
  const Page = screenPages[id];
  return suspended(<Page />);
};

/** docs/product.md §2.1: the dashboard, then every report screen's own lazy page. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteLoadError />,
    children: [
      { path: paths.signIn, element: <RedirectIfSignedIn>{suspended(<SignInPage />)}</RedirectIfSignedIn> },
      {
        element: <RequireAuth>{suspended(<AppShell />)}</RequireAuth>,
        children: [
          { index: true, element: <DashboardWithBadges /> },
          ...screens.map((screen) => ({
            path: screen.nested ? `${screen.path}/*` : screen.path,
            element: pageFor(screen.id),
          })),
          ...adminScreens.map((screen) => {
            const Page = adminPages[screen.id];
            return {
              path: screen.path,
              element: <RequireAdministrator>{suspended(<Page />)}</RequireAdministrator>,
            };
          }),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
