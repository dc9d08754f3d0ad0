import { isAbortError } from '../api-error.ts';
import { storageKeys, writeStorage } from '../storage.ts';
import { fetchCurrentUser, fetchRenewedToken } from './auth-api.ts';
import { currentUserErrorText, renewErrorText } from './session-errors.ts';
import { endSession, setCurrentUser } from './session-store.ts';

export type ActionResult = { ok: true } | { ok: false; message: string };

/** Fetches the user for the stored token; on any failure the user stays logged out (spec §4). */
export const loadCurrentUser = async (signal?: AbortSignal): Promise<ActionResult> => {
  try {
    setCurrentUser(await fetchCurrentUser(signal));
    return { ok: true };
  } catch (error) {
    // An aborted check (the component unmounted) decides nothing: the next check will.
    if (isAbortError(error)) return { ok: false, message: '' };
    endSession();
    return { ok: false, message: currentUserErrorText(error) };
  }
};

/** Spec §6: a fresh token, stored, then the page reloads so everything runs under the new authorities. */
export const renewAuthorities = async (
  reload: () => void = () => window.location.reload(),
): Promise<ActionResult> => {
  try {
    const token = await fetchRenewedToken();
    writeStorage(storageKeys.token, token);
    reload();
    return { ok: true };
  } catch (error) {
    return { ok: false, message: renewErrorText(error) };
  }
};
