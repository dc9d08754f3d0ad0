import { currentUser, type CurrentUser } from '@portal/contracts';
import { useSyncExternalStore } from 'react';
import { deleteAnswerCopies } from '../answer-copies.ts';
import { clearAnswerTimes } from '../answer-times.ts';
import { setUnauthorizedHandler } from '../api-client.ts';
import { queryClient } from '../query-client.ts';
import { readStorage, storageKeys, writeStorage } from '../storage.ts';

/**
 * The session of docs/product.md §4 as a tiny external store (no provider needed, readable from tests and from the API
 * client's 401 handler). `checking` = a token is stored and its user is not known yet. `confirmed` is false while
 * the user shown is the last one the server named for this token, kept because the check could not reach it.
 */
export type SessionStatus = 'checking' | 'signed-in' | 'signed-out';
export type Session = { status: SessionStatus; user: CurrentUser | null; confirmed: boolean };

/** The user the server last named for the stored token; null when none is stored or it no longer parses. */
export const lastKnownUser = (): CurrentUser | null => {
  try {
    const parsed = currentUser.safeParse(JSON.parse(readStorage(storageKeys.user) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/**
 * A page loaded with a stored token opens on the user the server last named for it, unconfirmed, while the check
 * runs (docs/decisions/224): the shell and the screen are drawn without waiting for the check's round trip. Without
 * such a user (a token just stored by the sign-in) the app waits for the check.
 */
const initialSession = (): Session => {
  if (!readStorage(storageKeys.token)) return { status: 'signed-out', user: null, confirmed: false };
  const user = lastKnownUser();
  return user
    ? { status: 'signed-in', user, confirmed: false }
    : { status: 'checking', user: null, confirmed: false };
};

let session: Session = initialSession();
const listeners = new Set<() => void>();
const emit = (next: Session): void => {
  session = next;
  for (const listener of listeners) listener();
};

export const getSession = (): Session => session;

export const subscribeSession = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useSession = (): Session => useSyncExternalStore(subscribeSession, getSession, getSession);

export const hasStoredToken = (): boolean => readStorage(storageKeys.token) !== null;

/** Login succeeded: keep the token; the user stored for an earlier token may be someone else. */
export const storeToken = (token: string): void => {
  writeStorage(storageKeys.token, token);
  writeStorage(storageKeys.user, null);
  emit({ status: 'checking', user: null, confirmed: false });
};

export const setCurrentUser = (user: CurrentUser): void => {
  writeStorage(storageKeys.user, JSON.stringify(user));
  emit({ status: 'signed-in', user, confirmed: true });
};

/**
 * The check could not reach the server: go on with the last known user (or keep waiting for one), keeping the
 * token and every cached answer, until a later check confirms or refuses the token.
 */
export const keepUnconfirmedSession = (): void => {
  if (!hasStoredToken()) return;
  const user = session.user ?? lastKnownUser();
  emit(
    user
      ? { status: 'signed-in', user, confirmed: false }
      : { status: 'checking', user: null, confirmed: false },
  );
};

/** Sair or a refused token: forget the token, the user, the filters carried between screens and every cached answer. */
export const endSession = (): void => {
  writeStorage(storageKeys.token, null);
  writeStorage(storageKeys.user, null);
  writeStorage(storageKeys.lastFilters, null, 'session');
  // The page as this user last saw it (app/last-view) is theirs too.
  writeStorage(storageKeys.lastView, null);
  clearAnswerTimes();
  queryClient.clear();
  // The service worker's copy of the last answers belongs to this user; the next one on the device must not see it.
  deleteAnswerCopies();
  emit({ status: 'signed-out', user: null, confirmed: false });
};

/** For tests: start again from what is in localStorage. */
export const resetSessionFromStorage = (): void => emit(initialSession());

setUnauthorizedHandler(() => {
  if (session.status !== 'signed-out') endSession();
});
