import { NavLink } from 'react-router';
import { screens } from '../../config/paths.ts';
import type { LayoutMode } from './layout-mode.ts';

/** Every screen of docs/product.md §2.1 in order, shown to everyone. */
export const SideMenu = ({
  mode,
  open,
  onNavigate,
}: {
  mode: LayoutMode;
  open: boolean;
  onNavigate: () => void;
}) => (
  <nav
    id="side-menu"
    className={`layout-menu layout-menu-${mode}${open ? ' is-open' : ''}`}
    aria-label="Menu principal"
    // A closed overlay menu is off screen: keep it out of the tab order and the accessibility tree.
    inert={mode === 'overlay' && !open ? true : undefined}
  >
    <ul>
      {screens.map((screen) => (
        <li key={screen.id}>
          <NavLink
            to={screen.path}
            onClick={onNavigate}
            className={({ isActive }) => `menu-link${isActive ? ' is-active' : ''}`}
            title={mode === 'slim' ? screen.label : undefined}
          >
            <i className={screen.icon} aria-hidden="true" />
            <span className="menu-label">{screen.label}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  </nav>
);
