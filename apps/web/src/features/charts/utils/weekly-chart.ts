import type { GoalSalesPoint } from '@portal/contracts';

/** Spec §9: more than 30 weekly points are cut to 24. */
export const MAX_POINTS_BEFORE_CUT = 30;
export const POINTS_AFTER_CUT = 24;

/**
 * Keeps the latest 24 weeks when there are more than 30. The spec says "cut to 24" without saying which; the
 * server answers oldest first, and a rep reads the chart to see how the recent weeks went, so the newest stay.
 */
export const cutWeeklyPoints = <T>(points: readonly T[]): T[] =>
  points.length > MAX_POINTS_BEFORE_CUT ? points.slice(-POINTS_AFTER_CUT) : [...points];

/** Spec §9, exactly: axis values above 999999 are divided by 1e6, the others by 100. */
export const axisDivisor = (value: number): number => (value > 999_999 ? 1e6 : 100);
export const axisTickValue = (value: number): number => value / axisDivisor(value);

/** Percent of the week's goal sold, or null when the week has no goal. */
export const goalPercent = (sales: number, goal: number): number | null =>
  goal > 0 ? (sales / goal) * 100 : null;

export type WeeklySeries = { labels: string[]; goal: number[]; sales: number[]; percent: (number | null)[] };

/** `2025-03-03` → `03/03`: the Monday that starts the week (decision 031). */
export const weekLabel = (week: string): string => `${week.slice(8, 10)}/${week.slice(5, 7)}`;

export const weeklySeries = (points: readonly GoalSalesPoint[]): WeeklySeries => {
  const kept = cutWeeklyPoints(points);
  return {
    labels: kept.map((point) => weekLabel(point.week)),
    goal: kept.map((point) => point.goal),
    sales: kept.map((point) => point.sales),
    percent: kept.map((point) => goalPercent(point.sales, point.goal)),
  };
};
