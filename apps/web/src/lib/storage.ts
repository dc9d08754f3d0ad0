/** Every key the app keeps in localStorage (sessionStorage for `lastFilters`), under one application prefix so nothing clashes on a shared origin. */
const PREFIX = 'portal-representante.';

export const storageKeys = {
  token: `${PREFIX}token`,
  layout: `${PREFIX}layout`,
  answeredAt: `${PREFIX}answered-at`,
  user: `${PREFIX}user`,
  offlineScreens: `${PREFIX}offline-screens`,
  // Plano de Visitas' last plan before kept-filters held every screen's: read once into it, then removed.
  visitPlanChoice: `${PREFIX}visit-plan-choice`,
  keptFilters: `${PREFIX}kept-filters`,
  // The outbox kept the visit queue's name: visits waiting on a phone from before stay in line.
  outbox: `${PREFIX}visit-queue`,
  orderDrafts: `${PREFIX}order-drafts`,
  lastFilters: `${PREFIX}last-filters`,
  viewAs: `${PREFIX}view-as`,
  lastView: `${PREFIX}last-view`,
} as const;
export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

/** localStorage outlives the tab; sessionStorage ends with it. */
export type StorageArea = 'local' | 'session';
const areaOf = (area: StorageArea): Storage =>
  area === 'session' ? window.sessionStorage : window.localStorage;

// Storage throws in some private modes and when full: the app must keep working without it.
export const readStorage = (key: StorageKey, area: StorageArea = 'local'): string | null => {
  try {
    return areaOf(area).getItem(key);
  } catch {
    return null;
  }
};

const write = (key: StorageKey, value: string | null, area: StorageArea): void => {
  if (value === null) areaOf(area).removeItem(key);
  else areaOf(area).setItem(key, value);
};

export const writeStorage = (key: StorageKey, value: string | null, area: StorageArea = 'local'): void => {
  try {
    write(key, value, area);
  } catch {
    // Full: the page's last drawing (app/last-view) is the one thing kept that can go to make room for the rest
    // (a draft, a visit waiting to be sent).
    try {
      if (area !== 'local' || key === storageKeys.lastView || readStorage(storageKeys.lastView) === null)
        return;
      areaOf(area).removeItem(storageKeys.lastView);
      write(key, value, area);
    } catch {
      /* storage unavailable: the value lives for this page only */
    }
  }
};
