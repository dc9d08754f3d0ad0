/** Every key the app keeps in localStorage, under one application prefix so nothing clashes on a shared origin. */
const PREFIX = 'portal-representante.';

export const storageKeys = {
  token: `${PREFIX}token`,
  layout: `${PREFIX}layout`,
  answeredAt: `${PREFIX}answered-at`,
  user: `${PREFIX}user`,
  offlineScreens: `${PREFIX}offline-screens`,
  visitPlanChoice: `${PREFIX}visit-plan-choice`,
  visitQueue: `${PREFIX}visit-queue`,
} as const;
export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

// localStorage throws in some private modes and when full: the app must keep working without it.
export const readStorage = (key: StorageKey): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};

export const writeStorage = (key: StorageKey, value: string | null): void => {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    /* storage unavailable: the value lives for this page only */
  }
};
