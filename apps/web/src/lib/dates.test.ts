import { describe, expect, it } from 'vitest';
import {
  currentMonthRange,
  daysBetween,
  endOfMonth,
  parseIsoDate,
  snapMonth,
  startOfMonth,
  toIsoDate,
} from './dates.ts';

describe('month snapping', () => {
  it('snaps a start to the first day and an end to the last day', () => {
    expect(snapMonth(new Date(2025, 2, 17), 'start')).toBe('2025-03-01');
    expect(snapMonth(new Date(2025, 2, 17), 'end')).toBe('2025-03-31');
    expect(snapMonth(new Date(2024, 1, 10), 'end')).toBe('2024-02-29');
    expect(snapMonth(new Date(2025, 1, 10), 'end')).toBe('2025-02-28');
    expect(snapMonth(new Date(2025, 11, 31, 23, 59), 'end')).toBe('2025-12-31');
    expect(toIsoDate(startOfMonth(new Date(2025, 3, 30)))).toBe('2025-04-01');
    expect(toIsoDate(endOfMonth(new Date(2025, 3, 1)))).toBe('2025-04-30');
  });
  it('defaults to the current month', () => {
    expect(currentMonthRange(new Date(2026, 10, 23))).toEqual({ start: '2026-11-01', end: '2026-11-30' });
  });
});

describe('iso dates', () => {
  it('parses to local midnight and refuses impossible dates', () => {
    const date = parseIsoDate('2025-03-01');
    expect(date?.getDate()).toBe(1);
    expect(date?.getHours()).toBe(0);
    expect(parseIsoDate('2025-02-30')).toBeNull();
    expect(parseIsoDate('01/03/2025')).toBeNull();
    expect(toIsoDate(new Date(2025, 0, 5))).toBe('2025-01-05');
  });
  it('counts calendar days', () => {
    expect(daysBetween('2025-01-01', '2025-07-01')).toBe(181);
    expect(daysBetween('2025-01-01', 'x')).toBeNull();
  });
});
