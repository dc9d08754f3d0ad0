import { parseIsoDate, snapMonth } from '../../lib/dates.ts';
import { readStorage, storageKeys, writeStorage } from '../../lib/storage.ts';

/**
 * The filters a Consultar carries to the next report screen opened (decision 024): the representative (typed by a
 * supervisor only), the cities, the customers and the period, in one neutral form each screen maps to its own fields.
 */
export type CarriedFilters = {
  representativeId?: number;
  cities?: number[];
  customers?: string[];
  /** First and last day (`yyyy-mm-dd`), whatever the screen's widget was (month range or dates). */
  period?: { start: string; end: string };
};

/**
 * Who recorded them: another login on the same tab never sees them. When (ms): a screen's own kept filters give way
 * to filters carried from a later Consultar on another screen (kept-filters.ts).
 */
type Stored = { username: string; filters: CarriedFilters; at?: number };

/**
 * The period fields the screens have, and the widget that edits them: a month range keeps first and last days of
 * months, so a carried date range is widened to whole months there.
 */
type PeriodFields = { start: string; end: string; unit: 'month' | 'day' };
const periodFields: readonly PeriodFields[] = [
  { start: 'initialIssueDate', end: 'finalIssueDate', unit: 'month' },
  { start: 'initialBilling', end: 'finalBilling', unit: 'month' },
];

type Fields = Record<string, unknown>;
const has = (filters: Fields, key: string): boolean => Object.hasOwn(filters, key);
const isoOrNull = (value: unknown): string | null =>
  typeof value === 'string' && parseIsoDate(value) ? value : null;

const readStored = (): Stored | null => {
  try {
    const parsed: unknown = JSON.parse(readStorage(storageKeys.lastFilters, 'session') ?? 'null');
    if (!parsed || typeof parsed !== 'object') return null;
    const stored = parsed as Partial<Stored>;
    return typeof stored.username === 'string' && stored.filters && typeof stored.filters === 'object'
      ? (stored as Stored)
      : null;
  } catch {
    return null;
  }
};

/** The user's carried filters; none for another user's, or when nothing was recorded this session. */
export const readCarriedFilters = (username: string): CarriedFilters => {
  const stored = readStored();
  return stored && stored.username === username ? stored.filters : {};
};

/** When the user's carried filters were last recorded (ms); null when nothing was recorded this session. */
export const carriedFiltersAt = (username: string): number | null => {
  const stored = readStored();
  return stored && stored.username === username && typeof stored.at === 'number' ? stored.at : null;
};

/** The shared fields a screen's filters hold (only those it has); the representative only for a supervisor. */
export const carriedOf = (filters: Fields, supervisor: boolean): CarriedFilters => {
  const carried: CarriedFilters = {};
  if (supervisor && has(filters, 'representativeId')) {
    const id = filters.representativeId;
    carried.representativeId = typeof id === 'number' && id > 0 ? id : undefined;
  }
  if (has(filters, 'cities')) carried.cities = filters.cities as number[] | undefined;
  if (has(filters, 'customers')) carried.customers = filters.customers as string[] | undefined;
  for (const field of periodFields) {
    if (!has(filters, field.start) || !has(filters, field.end)) continue;
    const start = isoOrNull(filters[field.start]);
    const end = isoOrNull(filters[field.end]);
    if (start && end) carried.period = { start, end };
  }
  return carried;
};

/**
 * Consultar: keeps what this screen has, and what it lacks from the last record. Cities and customers belong to a
 * representative: when a supervisor moves to another one on a screen without them, the old ones are dropped.
 */
export const recordCarriedFilters = (username: string, filters: Fields, supervisor: boolean): void => {
  const next = carriedOf(filters, supervisor);
  const previous = readCarriedFilters(username);
  const merged: CarriedFilters = { ...previous, ...next };
  if ('representativeId' in next && next.representativeId !== previous.representativeId) {
    if (!('cities' in next)) delete merged.cities;
    if (!('customers' in next)) delete merged.customers;
  }
  const stored: Stored = { username, filters: merged, at: Date.now() };
  writeStorage(storageKeys.lastFilters, JSON.stringify(stored), 'session');
};

/** A screen's defaults with the carried values it has fields for; a field it lacks is ignored. */
export const overlayCarried = <F extends object>(defaults: F, carried: CarriedFilters): F => {
  const base = defaults as Fields;
  const overlay: Fields = {};
  if (has(base, 'representativeId') && carried.representativeId !== undefined)
    overlay.representativeId = carried.representativeId;
  if (has(base, 'cities') && carried.cities?.length) overlay.cities = [...carried.cities];
  if (has(base, 'customers') && carried.customers?.length) overlay.customers = [...carried.customers];
  const period = carried.period;
  const startDate = parseIsoDate(period?.start);
  const endDate = parseIsoDate(period?.end);
  if (period && startDate && endDate) {
    for (const field of periodFields) {
      if (!has(base, field.start) || !has(base, field.end)) continue;
      const monthly = field.unit === 'month';
      overlay[field.start] = monthly ? snapMonth(startDate, 'start') : period.start;
      overlay[field.end] = monthly ? snapMonth(endDate, 'end') : period.end;
    }
  }
  return { ...defaults, ...overlay };
};
