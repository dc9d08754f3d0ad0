import { readStorage, storageKeys, writeStorage } from './storage.ts';

/**
 * When each GET /api/v1 answer was produced, per URL. When the service worker answers from its cache while
 * offline, the response keeps the server's original Date header, so the offline banner can say how old the
 * data on screen is ("offline – dados de dd/MM HH:mm").
 */
const MAX_ENTRIES = 200;
type Times = Record<string, string>;
type Listener = (at: Date) => void;

const listeners = new Set<Listener>();
let lastAnswerAt: Date | null = null;

const readTimes = (): Times => {
  try {
    const parsed: unknown = JSON.parse(readStorage(storageKeys.answeredAt) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Times) : {};
  } catch {
    return {};
  }
};

/** The Date header when it is a real date, otherwise now (a response without one was just produced). */
export const answerTime = (dateHeader: string | null, now: Date = new Date()): Date => {
  const parsed = dateHeader ? new Date(dateHeader) : null;
  return parsed && !Number.isNaN(parsed.getTime()) ? parsed : now;
};

export const recordAnswer = (url: string, at: Date): void => {
  const times = readTimes();
  delete times[url];
  times[url] = at.toISOString();
  const entries = Object.entries(times);
  // Insertion order is recency order: drop the oldest beyond the cap.
  const kept = Object.fromEntries(entries.slice(Math.max(0, entries.length - MAX_ENTRIES)));
  writeStorage(storageKeys.answeredAt, JSON.stringify(kept));
  lastAnswerAt = at;
  for (const listener of listeners) listener(at);
};

// The answer's own object carries its time, so a screen can say how old the rows it shows are without knowing
// which URL they came from.
const dataTimes = new WeakMap<object, Date>();

export const markAnswerTime = (data: unknown, at: Date): void => {
  if (typeof data === 'object' && data !== null) dataTimes.set(data, at);
};

/** When the server produced this answer (its Date header, kept by the service worker's copy); null if unknown. */
export const answerTimeOf = (data: unknown): Date | null =>
  typeof data === 'object' && data !== null ? (dataTimes.get(data) ?? null) : null;

export const answeredAt = (url: string): Date | null => {
  const value = readTimes()[url];
  return value ? new Date(value) : null;
};

/** The time of the most recent answer this page received (the data on screen), or the newest stored one. */
export const latestAnswerAt = (): Date | null => {
  if (lastAnswerAt) return lastAnswerAt;
  const values = Object.values(readTimes())
    .map((value) => new Date(value).getTime())
    .filter(Number.isFinite);
  return values.length > 0 ? new Date(Math.max(...values)) : null;
};

export const onAnswer = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const clearAnswerTimes = (): void => {
  lastAnswerAt = null;
  writeStorage(storageKeys.answeredAt, null);
};
