import { useLayoutEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { adminGroupLabel, adminScreens, isAdministrator, screensFor } from '../../config/paths.ts';
import { CountBadge } from '../../components/count-badge.tsx';
import { useSession } from '../../lib/auth/session-store.ts';
import type { LayoutMode } from './layout-mode.ts';
import { useScreenBadges, type ScreenBadge } from './screen-badges.ts';

/**
 * Every screen of docs/product.md §2.1 in order (Aprovações to approvers only, with what waits there); then
 * Administração, to administrators only.
 */
export const SideMenu = ({
  mode,
  open,
  onNavigate,
}: {
  mode: LayoutMode;
  open: boolean;
  onNavigate: () => void;
}) => {
  const nav = useRef<HTMLElement>(null);
  const { user } = useSession();
  const badges: Partial<Record<string, ScreenBadge>> = useScreenBadges();
  const badgeOf = (id: string) => badges[id];
  const screens = screensFor(user);
  const items = isAdministrator(user) ? [...screens, ...adminScreens] : screens;
  // The horizontal bar wraps to a second line when its items outgrow the window: the page below starts under
  // however tall it really is (menu.css reads --menu-bar-height), so no heading hides behind it.
  useLayoutEffect(() => {
    const element = nav.current;
    const root = document.documentElement;
    if (mode !== 'horizontal' || !element || typeof ResizeObserver === 'undefined') {
      root.style.removeProperty('--menu-bar-height');
      return undefined;
    }
    const measure = () => root.style.setProperty('--menu-bar-height', `${element.offsetHeight}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--menu-bar-height');
    };
  }, [mode]);
  return (
    <nav
      ref={nav}
      id="side-menu"
      className={`layout-menu layout-menu-${mode}${open ? ' is-open' : ''}`}
      aria-label="Menu principal"
      // A closed overlay menu is off screen: keep it out of the tab order and the accessibility tree.
      inert={mode === 'overlay' && !open ? true : undefined}
    >
      <ul>
        {items.map((screen) => (
          <li key={screen.id}>
            {screen.id === adminScreens[0]?.id && (
              <span className="menu-group" role="presentation">
                {mode === 'slim' ? '' : adminGroupLabel}
              </span>
            )}
            <NavLink
              to={screen.path}
              onClick={onNavigate}
              className={({ isActive }) => `menu-link${isActive ? ' is-active' : ''}`}
              title={mode === 'slim' ? screen.label : undefined}
            >
              <i className={screen.icon} aria-hidden="true" />
              <span className="menu-label">{screen.label}</span>
              {badgeOf(screen.id) && (
                <CountBadge count={badgeOf(screen.id)?.count ?? 0} label={badgeOf(screen.id)?.label ?? ''} />
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
};
