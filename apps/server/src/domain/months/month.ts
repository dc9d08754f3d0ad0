/** Month arithmetic on 'YYYY-MM-DD' strings, in UTC so no time zone moves a day. */

const pad = (value: number): string => String(value).padStart(2, '0');
const format = (date: Date): string =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** The first day of the month containing `date`. */
export const monthStart = (date: string): string => `${date.slice(0, 7)}-01`;

/** The first day of the month `months` months after (negative: before) the month of `date`. */
export const addMonths = (date: string, months: number): string => {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) - 1 + months;
  return format(new Date(Date.UTC(year, month, 1)));
};

/** The last day of the month containing `date`. */
export const monthEnd = (date: string): string => {
  const next = new Date(`${addMonths(date, 1)}T00:00:00Z`);
  next.setUTCDate(0);
  return format(next);
};

export type MonthRange = { first: string; last: string };

/** The month containing `date`, first and last days inclusive. */
export const monthOf = (date: string): MonthRange => ({ first: monthStart(date), last: monthEnd(date) });

/** The 12 months ending with the month of `date` (goal-sales-period). */
export const twelveMonthsEndingAt = (date: string): MonthRange => ({
  first: addMonths(date, -11),
  last: monthEnd(date),
});
