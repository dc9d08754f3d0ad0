import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useSession } from '../../lib/auth/session-store.ts';
import { lastVisitedLocation } from './last-location.ts';
import type { FromState } from './require-auth.tsx';

/**
 * A signed-in user opening /signIn goes back where they came from (docs/product.md §2.1): the page that sent them here,
 * else the last page of this visit, else `/`.
 */
export const RedirectIfSignedIn = ({ children }: { children: ReactNode }) => {
  const { status } = useSession();
  const location = useLocation();
  if (status !== 'signed-in') return children;
  const from = (location.state as FromState | null)?.from;
  const target =
    from && from.pathname !== paths.signIn
      ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`
      : lastVisitedLocation();
  return <Navigate to={target ?? paths.home} replace />;
};
