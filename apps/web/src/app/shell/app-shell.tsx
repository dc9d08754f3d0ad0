import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../../components/error-boundary.tsx';
import { FullSpinner } from '../../components/full-spinner.tsx';
import { pathsWithoutMenu, screenForPath } from '../../config/paths.ts';
import { useSession } from '../../lib/auth/session-store.ts';
import { LastViewKeeper } from '../last-view/last-view-keeper.tsx';
import { rememberLocation } from '../guards/last-location.ts';
import { prefetchScreens } from '../prefetch-screens.ts';
import { layoutMode } from './layout-mode.ts';
import { OutboxHost } from '../offline/outbox-host.tsx';
import { OfflineBanner } from './offline-banner.tsx';
import { OutboxStatus } from './outbox-status.tsx';
import { ViewAsBanner } from './view-as-banner.tsx';
import { SideMenu } from './side-menu.tsx';
import { TopBar } from './top-bar.tsx';
import { useBreakpoint } from './use-breakpoint.ts';
import { useLayoutChoice } from './use-layout-choice.ts';

/** The signed-in frame: top bar, menu (not on `/`), offline banner, and the route in its own error boundary. */
export const AppShell = () => {
  const { user } = useSession();
  const location = useLocation();
  const [choice, setChoice] = useLayoutChoice();
  const breakpoint = useBreakpoint();
  const mode = layoutMode(choice, breakpoint);
  const [menuOpen, setMenuOpen] = useState(false);
  const [staticCollapsed, setStaticCollapsed] = useState(false);
  const hasMenu = !pathsWithoutMenu.includes(location.pathname);
  const pageName = screenForPath(location.pathname)?.label ?? 'Página não encontrada';

  useEffect(() => prefetchScreens(), []);

  // A new page or a new mode closes the overlay menu.
  useEffect(() => setMenuOpen(false), [location.pathname, mode]);

  useEffect(
    () => rememberLocation(`${location.pathname}${location.search}`),
    [location.pathname, location.search],
  );

  useEffect(() => {
    document.title = `${pageName} · Portal do Representante`;
  }, [pageName]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  if (!user) return <FullSpinner label="Validando usuário..." />;

  const overlayLike = mode === 'overlay' || mode === 'slim';
  const menuButton =
    !hasMenu || mode === 'horizontal'
      ? undefined
      : mode === 'static'
        ? () => setStaticCollapsed((v) => !v)
        : () => setMenuOpen((v) => !v);
  const classes = [
    'layout',
    `layout-${mode}`,
    hasMenu ? 'has-menu' : 'no-menu',
    menuOpen ? 'menu-open' : '',
    mode === 'static' && staticCollapsed ? 'static-collapsed' : '',
  ].join(' ');

  return (
    <div className={classes}>
      <a className="skip-link" href="#main">
        Ir para o conteúdo
      </a>
      <TopBar
        user={user}
        pageName={pageName}
        layout={choice}
        onLayoutChange={setChoice}
        onMenuButton={menuButton}
        menuOpen={mode === 'static' ? !staticCollapsed : menuOpen}
      />
      {hasMenu && (
        <SideMenu
          mode={menuOpen && overlayLike ? 'overlay' : mode}
          open={menuOpen}
          onNavigate={() => setMenuOpen(false)}
        />
      )}
      {hasMenu && menuOpen && overlayLike && (
        <div className="layout-mask" onClick={() => setMenuOpen(false)} aria-hidden="true" />
      )}
      <LastViewKeeper userId={user.id} />
      <main id="main" className="layout-main" tabIndex={-1}>
        <OfflineBanner />
        <OutboxHost />
        <OutboxStatus />
        <ViewAsBanner user={user} />
        <ErrorBoundary what="esta tela" resetKey={location.pathname}>
          <Suspense fallback={<FullSpinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
    </div>
  );
};
