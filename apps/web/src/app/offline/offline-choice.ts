import { readStorage, storageKeys, writeStorage } from '../../lib/storage.ts';

export type OfflineScreen =
  'wallet' | 'duplicates' | 'customers' | 'sales-frequency' | 'visit-plan' | 'orders';
export const offlineScreens: readonly OfflineScreen[] = [
  'wallet',
  'duplicates',
  'customers',
  'sales-frequency',
  'visit-plan',
  'orders',
];

/** What one user chose to keep, and when those answers were last refreshed on this device. */
export type OfflineChoice = { screens: OfflineScreen[]; refreshedAt: string | null };
type Choices = Record<string, OfflineChoice>;

const noChoice: OfflineChoice = { screens: [], refreshedAt: null };

const readChoices = (): Choices => {
  try {
    const parsed: unknown = JSON.parse(readStorage(storageKeys.offlineScreens) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Choices) : {};
  } catch {
    return {};
  }
};

const isScreen = (value: unknown): value is OfflineScreen => offlineScreens.includes(value as OfflineScreen);

/** Per username, so a phone shared by two reps keeps each one's choice (the answers themselves go on Sair). */
export const offlineChoiceOf = (username: string): OfflineChoice => {
  const stored = readChoices()[username];
  if (!stored || !Array.isArray(stored.screens)) return noChoice;
  return {
    screens: stored.screens.filter(isScreen),
    refreshedAt: typeof stored.refreshedAt === 'string' ? stored.refreshedAt : null,
  };
};

const listeners = new Set<() => void>();

export const subscribeOfflineChoice = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const writeChoice = (username: string, choice: OfflineChoice): void => {
  writeStorage(storageKeys.offlineScreens, JSON.stringify({ ...readChoices(), [username]: choice }));
  for (const listener of listeners) listener();
};

/** A newly kept screen is refreshed at once (`refreshedAt` goes back to null). */
export const setOfflineScreen = (username: string, screen: OfflineScreen, kept: boolean): OfflineChoice => {
  const current = offlineChoiceOf(username);
  const screens = offlineScreens.filter((item) => (item === screen ? kept : current.screens.includes(item)));
  const next = { screens, refreshedAt: kept ? null : current.refreshedAt };
  writeChoice(username, next);
  return next;
};

export const markOfflineRefreshed = (username: string, at: Date): void =>
  writeChoice(username, { ...offlineChoiceOf(username), refreshedAt: at.toISOString() });

/** Whether the kept answers are old enough to refresh (or were never fetched). */
export const refreshDue = (choice: OfflineChoice, now: Date, every: number): boolean =>
  choice.screens.length > 0 &&
  (choice.refreshedAt === null || now.getTime() - new Date(choice.refreshedAt).getTime() >= every);
