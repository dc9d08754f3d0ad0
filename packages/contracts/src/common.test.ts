import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoDate, isRealDate } from './common.ts';

// The calendar's own answer: a day exists when the Date built from it prints it back. JavaScript's proleptic
// calendar has a year 0; PostgreSQL's (and history's) does not, so it is left out.
const byDate = (value: string): boolean => {
  const parsed = new Date(`${value}T00:00:00Z`);
  return (
    !value.startsWith('0000') &&
    !Number.isNaN(parsed.getTime()) &&
    parsed.toISOString().slice(0, 10) === value
  );
};

const pad = (n: number, width: number) => String(n).padStart(width, '0');

describe('isRealDate', () => {
  it('agrees with the calendar for every yyyy-mm-dd, including months and days that do not exist', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
        (year, month, day) => {
          const value = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
          expect(isRealDate(value)).toBe(byDate(value));
        },
      ),
      { numRuns: 20_000 },
    );
  });

  it('refuses the year 0000, which the database refuses', () => {
    expect(['0000-01-01', '0000-02-29', '0001-01-01'].map(isRealDate)).toEqual([false, false, true]);
  });

  it('knows the leap years and the short months', () => {
    expect(['2024-02-29', '2000-02-29', '2025-04-30', '2025-12-31'].map(isRealDate)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(
      ['2025-02-29', '1900-02-29', '2025-04-31', '2025-13-01', '2025-00-10', '2025-01-00'].map(isRealDate),
    ).toEqual([false, false, false, false, false, false]);
  });

  it('gives isoDate its Portuguese messages', () => {
    expect(isoDate.safeParse('2025-02-30').error?.issues.map((issue) => issue.message)).toEqual([
      'Data inexistente',
    ]);
    expect(isoDate.safeParse('30/02/2025').error?.issues[0]?.message).toBe(
      'Data inválida: use o formato AAAA-MM-DD',
    );
    expect(isoDate.parse('2024-02-29')).toBe('2024-02-29');
  });
});
