import type { CurrentUser } from '@portal/contracts';
import { useSyncExternalStore } from 'react';
import { clearAnswerTimes } from '../answer-times.ts';
import { setUnauthorizedHandler } from '../api-client.ts';
import { queryClient } from '../query-client.ts';
import { readStorage, storageKeys, writeStorage } from '../storage.ts';

/**
 * The session of spec §4 as a tiny external store (no provider needed, readable from tests and from the API
 * client's 401 handler). `checking` = a token is stored and the current user is being fetched.
 */
export type SessionStatus = 'checking' | 'signed-in' | 'signed-out';
export type Session = { status: SessionStatus; user: CurrentUser | null };

const initialSession = (): Session => ({
  status: readStorage(storageKeys.token) ? 'checking' : 'signed-out',
  user: null,
});

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

/** Login succeeded: keep the token; the current user comes next. */
export const storeToken = (token: string): void => {
  writeStorage(storageKeys.token, token);
  emit({ status: 'checking', user: null });
};

export const setCurrentUser = (user: CurrentUser): void => emit({ status: 'signed-in', user });

/** Logout, a refused token or a failed user check: forget the token, the user and every cached answer. */
export const endSession = (): void => {
  writeStorage(storageKeys.token, null);
  clearAnswerTimes();
  queryClient.clear();
  // The service worker's copy of the last answers belongs to this user; the next one on the device must not see it.
  if (typeof caches !== 'undefined') void caches.delete('api-v1').catch(() => undefined);
  emit({ status: 'signed-out', user: null });
};

/** For tests: start again from what is in localStorage. */
export const resetSessionFromStorage = (): void => emit(initialSession());

setUnauthorizedHandler(() => {
  if (session.status !== 'signed-out') endSession();
});
