import { useSyncExternalStore } from 'react';
import { useSession } from '../auth/session-store.ts';
import { readStorage, storageKeys, writeStorage } from '../storage.ts';
import { createOutbox, type OutboxItem } from './outbox.ts';

/** The one outbox of the app, kept in localStorage (a reload or a killed app loses nothing). */
export const outbox = createOutbox({
  read: () => readStorage(storageKeys.outbox),
  write: (value) => writeStorage(storageKeys.outbox, value),
});

/** The signed-in user's writes in the outbox, oldest first. */
export const useOutboxItems = (): OutboxItem[] => {
  const { user } = useSession();
  const items = useSyncExternalStore(outbox.subscribe, outbox.all, outbox.all);
  const username = user?.username;
  return username === undefined ? [] : items.filter((item) => item.username === username);
};
