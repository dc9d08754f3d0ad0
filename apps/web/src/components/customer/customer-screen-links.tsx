import { Link } from 'react-router';
import './customer.css';
import { paths, screens, type Screen, type ScreenId } from '../../config/paths.ts';
import { useSession } from '../../lib/auth/session-store.ts';
import { paramsFromFilters } from '../report-page/use-report-filters.ts';

/** The screens a customer opens in one tap (decision 024), in menu order. */
const targets = ['customers', 'wallet', 'duplicates'] as const satisfies readonly ScreenId[];
type Target = (typeof targets)[number];
const isTarget = (screen: Screen): screen is Screen & { id: Target } =>
  (targets as readonly ScreenId[]).includes(screen.id);

/**
 * The URL of a report screen with this customer chosen and the query run (`consulta=1`); the representative goes along
 * only when given (a supervisor's): a rep's own is enforced by the screen anyway.
 */
export const customerScreenHref = (target: Target, register: string, representativeId?: number): string =>
  `${paths[target]}?${paramsFromFilters({ representativeId, customers: [register] }).toString()}`;

type Props = {
  register: string;
  name: string;
  /** The customer's representative, sent for a supervisor (representativeId 0). */
  representativeId: number;
  /** The screen showing the customer: not linked to itself. */
  current: ScreenId;
};

/** Carteira, Dup. Aberto and Clientes of one customer, as real links (open in a new tab too). */
export const CustomerScreenLinks = ({ register, name, representativeId, current }: Props) => {
  const { user } = useSession();
  const supervisor = user !== null && user.kind !== 'rep';
  return (
    <nav className="customer-screen-links" aria-label={`Telas de ${name}`}>
      {screens
        .filter(isTarget)
        .filter((screen) => screen.id !== current)
        .map((screen) => (
          <Link
            key={screen.id}
            className="customer-screen-link"
            to={customerScreenHref(screen.id, register, supervisor ? representativeId : undefined)}
            aria-label={`${screen.label} de ${name}`}
          >
            <i className={screen.icon} aria-hidden="true" />
            {screen.label}
          </Link>
        ))}
    </nav>
  );
};
