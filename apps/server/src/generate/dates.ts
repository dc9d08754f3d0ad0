// Dates as whole UTC day numbers: arithmetic is integer-only and formatting is cached, which matters
// when writing tens of millions of rows.

const DAY_MS = 86_400_000;

export const toDay = (iso: string): number => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new Error(`data inválida: ${iso} (use AAAA-MM-DD)`);
  const day = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
  if (formatDayUncached(day) !== iso) throw new Error(`data inválida: ${iso}`);
  return day;
};

const formatDayUncached = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

const cache = new Map<number, string>();
export const formatDay = (day: number): string => {
  let text = cache.get(day);
  if (text === undefined) {
    text = formatDayUncached(day);
    cache.set(day, text);
  }
  return text;
};

/** 0 = Sunday … 6 = Saturday. */
export const weekday = (day: number): number => (day + 4) % 7;

/** Month index since year 0 (year * 12 + month0), handy for month loops. */
export const monthOf = (day: number): number => {
  const date = new Date(day * DAY_MS);
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
};

export const firstDayOfMonth = (monthIndex: number): number =>
  Date.UTC(Math.floor(monthIndex / 12), monthIndex % 12, 1) / DAY_MS;

export const formatMonth = (monthIndex: number): string =>
  `${Math.floor(monthIndex / 12)}-${String((monthIndex % 12) + 1).padStart(2, '0')}`;

export const yearOf = (day: number): number => new Date(day * DAY_MS).getUTCFullYear();
