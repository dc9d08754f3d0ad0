import { describe, expect, it } from 'vitest';
import { addMonths, monthEnd, monthOf, twelveMonthsEndingAt } from './month.ts';

describe('month arithmetic', () => {
  it('finds the month of a day, leap years included', () => {
    expect(monthOf('2025-09-15')).toEqual({ first: '2025-09-01', last: '2025-09-30' });
    expect(monthOf('2024-02-10')).toEqual({ first: '2024-02-01', last: '2024-02-29' });
    expect(monthEnd('2025-12-31')).toBe('2025-12-31');
  });

  it('moves across years', () => {
    expect(addMonths('2025-01-20', -1)).toBe('2024-12-01');
    expect(addMonths('2025-12-05', 1)).toBe('2026-01-01');
  });

  it('spans the 12 months ending with the month', () => {
    expect(twelveMonthsEndingAt('2025-09-15')).toEqual({ first: '2024-10-01', last: '2025-09-30' });
    expect(twelveMonthsEndingAt('2025-12-01')).toEqual({ first: '2025-01-01', last: '2025-12-31' });
  });
});
