import type { GoalSalesPoint } from '@portal/contracts';

/** docs/product.md §9: more than 30 weekly points are cut to 24. */
export const MAX_POINTS_BEFORE_CUT = 30;
export const POINTS_AFTER_CUT = 24;

/**
 * Keeps the latest 24 weeks when there are more than 30. The spec says "cut to 24" without saying which; the
 * server answers oldest first, and a rep reads the chart to see how the recent weeks went, so the newest stay.
 */
export const cutWeeklyPoints = <T>(points: readonly T[]): T[] =>
  points.length > MAX_POINTS_BEFORE_CUT ? points.slice(-POINTS_AFTER_CUT) : [...points];

/** docs/product.md §9, exactly: axis values above 999999 are divided by 1e6, the others by 100. */
export const axisDivisor = (value: number): number => (value > 999_999 ? 1e6 : 100);
export const axisTickValue = (value: number): number => value / axisDivisor(value);

/**
 * The divisor of one chart's axis: the spec's rule applied to its largest value, so every tick of one axis is in
 * the same unit (tick by tick, 800 000 would read 8 000 just under a 1,2 for 1 200 000) and the title can say it.
 */
export const chartAxisDivisor = (values: readonly (number | null)[]): number =>
  axisDivisor(Math.max(0, ...values.map((value) => value ?? 0)));

/** What the title says the axis shows, in the unit the divisor gives. */
export const axisUnitText = (divisor: number): string =>
  divisor === 1e6 ? 'valores em milhões de R$' : 'valores em centenas de R$';

/** Percent of the week's goal sold, or null when the week has no goal. */
export const goalPercent = (sales: number, goal: number): number | null =>
  goal > 0 ? (sales / goal) * 100 : null;

export type WeeklySeries = {
  labels: string[];
  goal: number[];
  /** Null for weeks that start after today: nothing is sold yet, and a 0 would draw a crash. */
  sales: (number | null)[];
  percent: (number | null)[];
};

/** `2025-03-03` → `03/03`: the Monday that starts the week (decision 031). */
export const weekLabel = (week: string): string => `${week.slice(8, 10)}/${week.slice(5, 7)}`;

/** `today` is `yyyy-mm-dd`: the sales line stops at the week that holds it. */
export const weeklySeries = (points: readonly GoalSalesPoint[], today: string): WeeklySeries => {
  const kept = cutWeeklyPoints(points);
  const future = (point: GoalSalesPoint) => point.week > today;
  return {
    labels: kept.map((point) => weekLabel(point.week)),
    goal: kept.map((point) => point.goal),
    sales: kept.map((point) => (future(point) ? null : point.sales)),
    percent: kept.map((point) => (future(point) ? null : goalPercent(point.sales, point.goal))),
  };
};

/** A percent label's height and its gap from the point: closer than this to the Meta line, it would sit on it. */
export const LABEL_CLEARANCE_PX = 20;

/**
 * Where a Venda point's percent goes, in canvas pixels (y grows downwards): above the point, unless the Meta point
 * of the same week is just above it (the label would sit on the Meta line); then below, when the chart has room.
 */
export const percentLabelBelow = (salesY: number, goalY: number | undefined, bottom: number): boolean =>
  goalY !== undefined &&
  goalY <= salesY &&
  salesY - goalY < LABEL_CLEARANCE_PX &&
  salesY + LABEL_CLEARANCE_PX <= bottom;
