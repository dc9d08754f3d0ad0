import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useSession } from '../../lib/auth/session-store.ts';
import { FullSpinner } from '../full-spinner.tsx';

type Props = {
  /** The address query the user's bare address reopens, or null to open it as it is. */
  reopen: (username: string) => URLSearchParams | null;
  children: ReactNode;
};

/**
 * A screen opened at its bare address (the app reopened by Android, the menu, a shortcut) goes to the address of
 * the user's last consultation there, so it shows its answer without a tap (docs/decisions/226). An address naming
 * its own filters is taken as it is.
 */
export const ReopensKeptFilters = ({ reopen, children }: Props) => {
  const { user } = useSession();
  const [params] = useSearchParams();
  if (!user) return <FullSpinner label="Carregando representante..." />;
  const kept = params.size === 0 ? reopen(user.username) : null;
  return kept ? <Navigate to={{ search: `?${kept.toString()}` }} replace /> : children;
};
