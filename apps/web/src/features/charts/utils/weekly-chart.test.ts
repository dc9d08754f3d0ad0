import { describe, expect, it } from 'vitest';
import {
  axisUnitText,
  percentLabelBelow,
  chartAxisDivisor,
  axisDivisor,
  axisTickValue,
  cutWeeklyPoints,
  goalPercent,
  weekLabel,
  weeklySeries,
} from './weekly-chart.ts';

const weeks = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    week: `2026-${String(1 + Math.floor(i / 4)).padStart(2, '0')}-0${1 + (i % 4)}`,
    goal: 100 * (i + 1),
    sales: 50 * (i + 1),
  }));

describe('weekly chart rules', () => {
  it('keeps up to 30 points and cuts more than 30 to the latest 24', () => {
    expect(cutWeeklyPoints(weeks(30))).toHaveLength(30);
    const cut = cutWeeklyPoints(weeks(53));
    expect(cut).toHaveLength(24);
    expect(cut[0]).toEqual(weeks(53)[29]);
    expect(cut.at(-1)).toEqual(weeks(53)[52]);
    expect(cutWeeklyPoints(weeks(31))).toHaveLength(24);
  });

  it('divides axis values above 999999 by 1e6 and the others by 100 (docs/product.md §9, as written)', () => {
    expect(axisDivisor(999_999)).toBe(100);
    expect(axisDivisor(1_000_000)).toBe(1e6);
    expect(axisTickValue(999_999)).toBeCloseTo(9_999.99);
    expect(axisTickValue(1_000_000)).toBe(1);
    expect(axisTickValue(2_500_000)).toBe(2.5);
    expect(axisTickValue(50_000)).toBe(500);
    expect(axisTickValue(0)).toBe(0);
  });

  it('gives the percent of the goal at each point, none without a goal', () => {
    expect(goalPercent(50, 200)).toBe(25);
    expect(goalPercent(50, 0)).toBeNull();
    const series = weeklySeries(
      [
        { week: '2026-11-23', goal: 200, sales: 300 },
        { week: '2026-11-30', goal: 0, sales: 0 },
      ],
      '2026-12-31',
    );
    expect(series).toEqual({
      labels: ['23/11', '30/11'],
      goal: [200, 0],
      sales: [300, 0],
      percent: [150, null],
    });
    expect(weekLabel('2026-03-02')).toBe('02/03');
  });
});

describe('the weekly chart says what it draws', () => {
  it('stops the sales line at today: later weeks have no point, not a 0 %', () => {
    const series = weeklySeries(
      [
        { week: '2026-03-02', goal: 100, sales: 80 },
        { week: '2026-03-09', goal: 100, sales: 20 },
        { week: '2026-03-16', goal: 100, sales: 0 },
      ],
      '2026-03-10',
    );
    expect(series.goal).toEqual([100, 100, 100]);
    expect(series.sales).toEqual([80, 20, null]);
    expect(series.percent).toEqual([80, 20, null]);
  });

  it("one unit for the whole axis, from the spec's rule on its largest value, and a title that names it", () => {
    expect(chartAxisDivisor([50_000, 800_000, null])).toBe(100);
    expect(chartAxisDivisor([800_000, 1_200_000])).toBe(1e6);
    expect(axisUnitText(100)).toBe('valores em centenas de R$');
    expect(axisUnitText(1e6)).toBe('valores em milhões de R$');
  });

  it('puts a percent below its point only where the Meta line passes just above it', () => {
    // Meta 8 px above Venda: the label would sit on the Meta line.
    expect(percentLabelBelow(100, 92, 300)).toBe(true);
    // Meta far above, or below Venda, or no Meta that week: above, as usual.
    expect(percentLabelBelow(100, 40, 300)).toBe(false);
    expect(percentLabelBelow(100, 110, 300)).toBe(false);
    expect(percentLabelBelow(100, undefined, 300)).toBe(false);
    // No room under the point (the axis): above, over the line's halo.
    expect(percentLabelBelow(290, 285, 300)).toBe(false);
  });
});
