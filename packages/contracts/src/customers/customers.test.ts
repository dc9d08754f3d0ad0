import { describe, expect, it } from 'vitest';
import { billedGridQuery } from '../grids/grids.ts';
import { customerOrdersQuery, financialFlag, saleFrequencyQuery } from './customers.ts';
import { INVERTED_PERIOD_MESSAGE } from '../filters/report-filters.ts';

describe('the financial flag in answers (docs/product.md §4: any other value is white)', () => {
  it('accepts any integer, the five known flags and the unknown ones', () => {
    for (const flag of [0, 1, 2, 3, 4, 5, 7, 99]) expect(financialFlag.parse(flag)).toBe(flag);
  });

  it('still refuses what is not an integer', () => {
    expect(financialFlag.safeParse(1.5).success).toBe(false);
    expect(financialFlag.safeParse('7').success).toBe(false);
  });
});

describe('an inverted period is refused with one Portuguese message, on its end', () => {
  const inverted = { initialIssueDate: '2026-12-01', finalIssueDate: '2026-01-31' };

  it.each([
    ['sale-frequency', () => saleFrequencyQuery.safeParse(inverted), 'finalIssueDate'],
    ['customer orders', () => customerOrdersQuery.safeParse(inverted), 'finalIssueDate'],
    [
      'billed',
      () => billedGridQuery.safeParse({ initialBilling: '2026-12-01', finalBilling: '2026-01-31' }),
      'finalBilling',
    ],
  ])('%s', (_name, parse, field) => {
    const result = parse();
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        message: 'O mês inicial deve ser anterior ou igual ao mês final',
        path: [field],
      }),
    ]);
    expect(INVERTED_PERIOD_MESSAGE).toBe('O mês inicial deve ser anterior ou igual ao mês final');
  });

  it('accepts a single month', () => {
    expect(
      saleFrequencyQuery.safeParse({ initialIssueDate: '2026-01-01', finalIssueDate: '2026-01-31' }).success,
    ).toBe(true);
  });
});
