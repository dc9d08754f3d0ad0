import { formatDate } from '../../../lib/format.ts';

export type DayGroup<T> = { day: string; label: string; items: T[] };

const dayBefore = (isoDay: string): string => {
  const date = new Date(`${isoDay}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
};

/**
 * Items already sorted newest first, in one group per day, labelled Hoje, Ontem or dd/MM/yyyy against the server's
 * business day (not the phone's clock, which a test server or a wrong phone setting would contradict).
 */
export const groupByDay = <T>(
  items: readonly T[],
  dayOf: (item: T) => string,
  today: string,
  labels: { today: string; yesterday: string },
): DayGroup<T>[] => {
  const yesterday = dayBefore(today);
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const day = dayOf(item);
    const last = groups.at(-1);
    if (last && last.day === day) last.items.push(item);
    else
      groups.push({
        day,
        label: day === today ? labels.today : day === yesterday ? labels.yesterday : formatDate(day),
        items: [item],
      });
  }
  return groups;
};
