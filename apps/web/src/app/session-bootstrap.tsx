import { useEffect } from 'react';
import { useNotify } from '../components/notify/notify-context.ts';
import { retryCheckUntilConfirmed } from '../features/auth/session/check-retry.ts';
import { loadCurrentUser } from '../features/auth/session/session-actions.ts';
import type { ActionResult } from '../features/auth/session/session-actions.ts';
import { getSession, useSession } from '../lib/auth/session-store.ts';
import { dropLastView } from './last-view/last-view.ts';

let check: Promise<ActionResult> | null = null;
let reporting = false;

/**
 * The stored token's check of the current user, started once: by main.tsx before React renders (so the request
 * leaves with the page's chunks, not after them), else by the bootstrap's first effect.
 */
export const startSessionCheck = (): Promise<ActionResult> | null => {
  const { status, confirmed } = getSession();
  if (check || status === 'signed-out' || confirmed) return check;
  check = loadCurrentUser();
  return check;
};

/**
 * On load, a stored token fetches the current user once (docs/product.md §4) and a failure is shown. Unless the token was
 * refused, the session goes on with the last known user and the check is repeated until the server answers.
 */
export const SessionBootstrap = () => {
  const notify = useNotify();
  const { status, confirmed } = useSession();
  useEffect(() => {
    const pending = startSessionCheck();
    if (!pending || reporting) return;
    reporting = true;
    void pending.then((result) => {
      if (!result.ok && result.message) notify.error(result.message);
    });
  }, [notify]);

  // Signed out (Sair, a refused token): the copy of the last drawing must not cover the sign-in page.
  useEffect(() => {
    if (status === 'signed-out') dropLastView();
  }, [status]);

  const unconfirmed = status !== 'signed-out' && !confirmed;
  useEffect(() => {
    if (!unconfirmed) return;
    // The page opens unconfirmed on the last known user while its first check runs: a retry waits for that check.
    return retryCheckUntilConfirmed(() =>
      (check ?? Promise.resolve()).then(() => (getSession().confirmed ? undefined : loadCurrentUser())),
    );
  }, [unconfirmed]);
  return null;
};

/** For tests that mount the app more than once. */
export const resetSessionBootstrap = (): void => {
  check = null;
  reporting = false;
};
