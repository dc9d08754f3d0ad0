import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullSpinner } from '../../components/full-spinner.tsx';
import { paths } from '../../config/paths.ts';
import { useSession } from '../../lib/auth/session-store.ts';

/** Where the user was going, kept in the router's location state across the sign-in page. */
export type FromState = { from?: { pathname: string; search?: string; hash?: string } };

/** Every route but /signIn needs a user (docs/product.md §2.1); the target is remembered for after the sign-in. */
export const RequireAuth = ({ children }: { children: ReactNode }) => {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'checking') return <FullSpinner label="Validando usuário..." />;
  if (status === 'signed-out') {
    const state: FromState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={paths.signIn} replace state={state} />;
  }
  return children;
};
