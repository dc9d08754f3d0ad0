import type { ScreenId } from '../../config/paths.ts';
import { readStorage, storageKeys, writeStorage } from '../../lib/storage.ts';
import { carriedFiltersAt } from './carried-filters.ts';

/** The screens that reopen on their last consultation when opened at their bare address (docs/decisions/226). */
export type KeptScreen = Extract<ScreenId, 'wallet' | 'duplicates' | 'customers' | 'visitPlan'>;

/** A consultation's address query (`consulta=1&…`) and when it was made (ms). */
type Kept = { params: string; at: number };
/** Per login, then per screen: a phone is shared, and one user never reopens on another's filters. */
type Store = Record<string, Partial<Record<KeptScreen, Kept>>>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const parse = (text: string | null): unknown => {
  try {
    return JSON.parse(text ?? 'null');
  } catch {
    return null;
  }
};

/** Plano de Visitas' plans kept under their former key (`{ login: query }`), as entries of this store. */
const formerPlans = (): Store => {
  const former = parse(readStorage(storageKeys.visitPlanChoice));
  if (!isObject(former)) return {};
  const store: Store = {};
  for (const [username, params] of Object.entries(former))
    if (typeof params === 'string') store[username] = { visitPlan: { params, at: 0 } };
  return store;
};

const readStore = (): Store => {
  const stored = parse(readStorage(storageKeys.keptFilters));
  const store: Store = isObject(stored) ? (stored as Store) : {};
  for (const [username, kept] of Object.entries(formerPlans()))
    store[username] = { ...kept, ...(isObject(store[username]) ? store[username] : {}) };
  return store;
};

/** Keeps the address query of the user's consultation on `screen`, in place of the one before. */
export const keepFilters = (username: string, screen: KeptScreen, params: URLSearchParams): void => {
  const store = readStore();
  store[username] = { ...store[username], [screen]: { params: params.toString(), at: Date.now() } };
  writeStorage(storageKeys.keptFilters, JSON.stringify(store));
  writeStorage(storageKeys.visitPlanChoice, null);
};

/** The user's last consultation on `screen`: its address query and when it was made; null when none. */
export const keptFilters = (
  username: string,
  screen: KeptScreen,
): { params: URLSearchParams; at: number } | null => {
  const kept = readStore()[username]?.[screen];
  if (!isObject(kept) || typeof kept.params !== 'string' || typeof kept.at !== 'number') return null;
  return { params: new URLSearchParams(kept.params), at: kept.at };
};

/**
 * The address query a report screen opened at its bare address reopens: its last consultation, unless filters were
 * carried since from a Consultar on another screen (decision 024), which then prefill it as before.
 */
export const reopenedFilters = (username: string, screen: KeptScreen): URLSearchParams | null => {
  const kept = keptFilters(username, screen);
  if (!kept) return null;
  const carriedAt = carriedFiltersAt(username);
  return carriedAt === null || carriedAt <= kept.at ? kept.params : null;
};
