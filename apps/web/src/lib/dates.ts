/**
 * Calendar dates without timezones. The server speaks `yyyy-mm-dd`; the month pickers hand us local Dates.
 * Everything here reads and builds local fields, never `toISOString()`, which would shift a Brazilian
 * midnight to the previous day (UTC−3).
 */
export type MonthRange = { start: string; end: string };

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** Local Date → `yyyy-mm-dd`. */
export const toIsoDate = (date: Date): string =>
  `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;

/** `yyyy-mm-dd` → local midnight Date, or null when not a real date. */
export const parseIsoDate = (value: string | null | undefined): Date | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
};

/** First day of the date's month (a start month picker snaps here, docs/product.md §4). */
export const startOfMonth = (date: Date): Date => new Date(date.getFullYear(), date.getMonth(), 1);

/** Last day of the date's month (an end month picker snaps here, docs/product.md §4). */
export const endOfMonth = (date: Date): Date => new Date(date.getFullYear(), date.getMonth() + 1, 0);

/** The picked month as the `yyyy-mm-dd` a filter sends: first day for a start, last day for an end. */
export const snapMonth = (date: Date, edge: 'start' | 'end'): string =>
  toIsoDate(edge === 'start' ? startOfMonth(date) : endOfMonth(date));

/** The default of report filters (docs/product.md §4: "current month range"). */
export const currentMonthRange = (today: Date = new Date()): MonthRange => ({
  start: snapMonth(today, 'start'),
  end: snapMonth(today, 'end'),
});

/**
 * The previous month through the current one: the default where a recent order must show on the first open
 * (docs/decisions/200): on the 1st of a month the current month alone holds nothing yet.
 */
export const recentMonthsRange = (today: Date = new Date()): MonthRange => ({
  start: snapMonth(new Date(today.getFullYear(), today.getMonth() - 1, 1), 'start'),
  end: snapMonth(today, 'end'),
});

/** Whole days from `from` to `to` (calendar days, DST-proof). */
export const daysBetween = (from: string, to: string): number | null => {
  const a = parseIsoDate(from);
  const b = parseIsoDate(to);
  if (!a || !b) return null;
  return Math.round(
    (Date.UTC(b.getFullYear(), b.getMonth(), b.getDate()) -
      Date.UTC(a.getFullYear(), a.getMonth(), a.getDate())) /
      86_400_000,
  );
};
