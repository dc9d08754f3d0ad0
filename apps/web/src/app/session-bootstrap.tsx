import { useEffect } from 'react';
import { useNotify } from '../components/notify/notify-context.ts';
import { loadCurrentUser } from '../lib/auth/session-actions.ts';
import { getSession } from '../lib/auth/session-store.ts';

let started = false;

/** On load, a stored token fetches the current user once (spec §4); a failure is shown and the user stays out. */
export const SessionBootstrap = () => {
  const notify = useNotify();
  useEffect(() => {
    if (started || getSession().status !== 'checking') return;
    started = true;
    void loadCurrentUser().then((result) => {
      if (!result.ok && result.message) notify.error(result.message);
    });
  }, [notify]);
  return null;
};

/** For tests that mount the app more than once. */
export const resetSessionBootstrap = (): void => {
  started = false;
};
