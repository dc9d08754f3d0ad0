import { isAbortError } from '../../../lib/api-error.ts';
import { endSession, keepUnconfirmedSession, setCurrentUser } from '../../../lib/auth/session-store.ts';
import { storageKeys, writeStorage } from '../../../lib/storage.ts';
import { getCurrentUser } from '../api/get-current-user.ts';
import { getRenewedToken } from '../api/renew-authorities.ts';
import { checkFailureEndsSession } from './check-failure.ts';
import { currentUserErrorText, renewErrorText } from './session-errors.ts';

export type ActionResult = { ok: true } | { ok: false; message: string };

/** A check that hangs on a weak signal must not keep the rep on a spinner: it counts as unreachable. */
export const CHECK_TIMEOUT_MS = 10_000;

/**
 * Fetches the user for the stored token (docs/product.md §4). Only a refusal of the token ends the session; when the server
 * cannot be reached or fails, the token, the last known user and the cached answers stay (decision 023).
 */
export const loadCurrentUser = async (
  signal?: AbortSignal,
  timeoutMs: number = CHECK_TIMEOUT_MS,
): Promise<ActionResult> => {
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    setCurrentUser(await getCurrentUser(signal ? AbortSignal.any([signal, timeout]) : timeout));
    return { ok: true };
  } catch (error) {
    // An aborted check (the component unmounted) decides nothing: the next check will.
    if (signal?.aborted && isAbortError(error)) return { ok: false, message: '' };
    if (checkFailureEndsSession(error)) endSession();
    else keepUnconfirmedSession();
    return { ok: false, message: currentUserErrorText(error) };
  }
};

/** docs/product.md §6: a fresh token, stored, then the page reloads so everything runs under the new authorities. */
export const renewAuthorities = async (
  reload: () => void = () => window.location.reload(),
): Promise<ActionResult> => {
  try {
    const token = await getRenewedToken();
    writeStorage(storageKeys.token, token);
    reload();
    return { ok: true };
  } catch (error) {
    return { ok: false, message: renewErrorText(error) };
  }
};
