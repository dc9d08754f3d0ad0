import { useSyncExternalStore } from 'react';
import { readStorage, storageKeys, writeStorage } from './storage.ts';

/**
 * "Abrir como representante" (docs/product.md, Equipe): the rep a rep-0 user is viewing the portal as, for the banner
 * every screen shows until "Voltar à equipe". Kept for the tab (sessionStorage) and for the user who started it, so
 * another login on the same tab never inherits it. The server has already recorded it in the audit trail.
 */
export type ViewAs = { username: string; representativeId: number; representativeName: string };

const listeners = new Set<() => void>();
let cached: { raw: string | null; value: ViewAs | null } = { raw: null, value: null };

const read = (): ViewAs | null => {
  const raw = readStorage(storageKeys.viewAs, 'session');
  if (raw === cached.raw) return cached.value;
  let value: ViewAs | null = null;
  try {
    const parsed: unknown = JSON.parse(raw ?? 'null');
    if (parsed && typeof parsed === 'object') {
      const candidate = parsed as Partial<ViewAs>;
      if (
        typeof candidate.username === 'string' &&
        typeof candidate.representativeId === 'number' &&
        typeof candidate.representativeName === 'string'
      )
        value = candidate as ViewAs;
    }
  } catch {
    value = null;
  }
  cached = { raw, value };
  return value;
};

const notify = () => listeners.forEach((listener) => listener());

export const startViewAs = (view: ViewAs): void => {
  writeStorage(storageKeys.viewAs, JSON.stringify(view), 'session');
  notify();
};

export const endViewAs = (): void => {
  writeStorage(storageKeys.viewAs, null, 'session');
  notify();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The rep `username` is viewing as, or null. */
export const useViewAs = (username: string | undefined): ViewAs | null => {
  const view = useSyncExternalStore(subscribe, read, read);
  return view && view.username === username ? view : null;
};
