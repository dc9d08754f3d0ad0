import { Link } from 'react-router';
import { CountBadge } from '../../components/count-badge.tsx';
import { screensFor, type ScreenId } from '../../config/paths.ts';
import { useSession } from '../../lib/auth/session-store.ts';

/** What waits behind a tile (the orders awaiting approval), given by the app, which knows every screen's calls. */
export type TileBadges = Partial<Record<ScreenId, { count: number; label: string }>>;

/**
 * `/` and `/dashboard` (docs/product.md §2.1): a tile per screen the user's menu offers, except the dashboard itself.
 */
export const DashboardPage = ({ badges = {} }: { badges?: TileBadges }) => {
  const { user } = useSession();
  const firstName = user?.name.split(' ')[0] ?? '';
  return (
    <div className="page dashboard">
      <div className="dashboard-hello">
        <h2>Olá, {firstName}</h2>
        <p>Escolha um relatório para começar.</p>
      </div>
      <ul className="tile-grid">
        {screensFor(user)
          .filter((screen) => screen.id !== 'dashboard')
          .map((screen) => (
            <li key={screen.id}>
              <Link to={screen.path} className="tile" style={{ ['--tile-color' as string]: screen.color }}>
                <span className="tile-icon" aria-hidden="true">
                  <i className={screen.icon} />
                </span>
                <span className="tile-text">
                  <span className="tile-title">{screen.label}</span>
                  <span className="tile-description">{screen.description}</span>
                </span>
                {badges[screen.id] && (
                  <CountBadge count={badges[screen.id]?.count ?? 0} label={badges[screen.id]?.label ?? ''} />
                )}
                <i className="pi pi-angle-right tile-arrow" aria-hidden="true" />
              </Link>
            </li>
          ))}
      </ul>
    </div>
  );
};
