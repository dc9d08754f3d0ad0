import { isAbortError } from '../../../lib/api-error.ts';
import { endSession, keepUnconfirmedSession, setCurrentUser } from '../../../lib/auth/session-store.ts';
import { storageKeys, writeStorage } from '../../../lib/storage.ts';
import { getCurrentUser } from '../api/get-current-user.ts';
import { logoutEverywhere, logoutHere } from '../api/logout.ts';
import { getRenewedToken } from '../api/renew-authorities.ts';
import { checkFailureEndsSession } from './check-failure.ts';
import { currentUserErrorText, renewErrorText } from './session-errors.ts';
import { signOutTexts } from './sign-out-texts.ts';
import { errorMessage } from '../../../lib/api-error.ts';

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

/** How long Sair waits for the server before forgetting the session on this device anyway. */
export const SIGN_OUT_TIMEOUT_MS = 5_000;

/**
 * Sair: the server ends this session (the token stops working at once, also if it was copied), then this device
 * forgets it. Offline or with the server down, the device forgets it all the same; the token then ends with its expiry.
 */
export const signOut = async (timeoutMs: number = SIGN_OUT_TIMEOUT_MS): Promise<void> => {
  try {
    await logoutHere(AbortSignal.timeout(timeoutMs));
  } catch {
    // Nothing to tell: the user asked to leave, and leaves.
  } finally {
    endSession();
  }
};

/**
 * "Sair de todos os aparelhos": every session of the user ends on the server, this one included. When the server
 * could not do it, the session stays and the user is told, since the other devices are still signed in.
 */
export const signOutEverywhere = async (): Promise<ActionResult> => {
  try {
    await logoutEverywhere(AbortSignal.timeout(CHECK_TIMEOUT_MS));
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError')
      return { ok: false, message: signOutTexts.everywhereFailed('Não foi possivel acessar o servidor') };
    return { ok: false, message: signOutTexts.everywhereFailed(errorMessage(error)) };
  }
  endSession();
  return { ok: true };
};
