import { useEffect } from 'react';
import { useNotify } from '../components/notify/notify-context.ts';
import { retryCheckUntilConfirmed } from '../features/auth/session/check-retry.ts';
import { loadCurrentUser } from '../features/auth/session/session-actions.ts';
import { getSession, useSession } from '../lib/auth/session-store.ts';

let started = false;

/**
 * On load, a stored token fetches the current user once (docs/product.md §4) and a failure is shown. Unless the token was
 * refused, the session goes on with the last known user and the check is repeated until the server answers.
 */
export const SessionBootstrap = () => {
  const notify = useNotify();
  const { status, confirmed } = useSession();
  useEffect(() => {
    if (started || getSession().status !== 'checking') return;
    started = true;
    void loadCurrentUser().then((result) => {
      if (!result.ok && result.message) notify.error(result.message);
    });
  }, [notify]);

  const unconfirmed = status !== 'signed-out' && !confirmed;
  useEffect(() => {
    if (!unconfirmed) return;
    return retryCheckUntilConfirmed(() => loadCurrentUser());
  }, [unconfirmed]);
  return null;
};

/** For tests that mount the app more than once. */
export const resetSessionBootstrap = (): void => {
  started = false;
};
