import { describe, expect, it } from 'vitest';
import { allocateCents, customersToTotals } from './largest-remainder.ts';

describe('largest remainder', () => {
  it('gives the missing cents to the largest remainders, so the parts add up to the total', () => {
    // 33,333… + 33,333… + 33,333… = 100: rounding each gives 99.
    expect(allocateCents([3333.3333, 3333.3333, 3333.3334], 10000)).toEqual([3333, 3333, 3334]);
    expect(allocateCents([10.6, 20.7, 30.1], 62)).toEqual([11, 21, 30]);
  });

  it('takes cents back from the smallest remainders when the total is below the floors', () =>
    expect(allocateCents([10.2, 20.9, 30.1], 60)).toEqual([10, 20, 30]));

  it('turns the shares into money whose columns add up to the summary, dropping rows that come to zero', () => {
    const share = (register: string, carteira: number, receivables: number, overdue: number) => ({
      register,
      name: register,
      representativeId: 1,
      carteira,
      receivables,
      overdue,
    });
    const customers = customersToTotals(
      [share('A', 100.5, 200.5, 0.4), share('B', 100.5, 200.5, 0.4), share('C', 0.2, 0, 0.2)],
      { carteira: 2.01, receivables: 4.01, overdue: 0.01 },
    );
    expect(
      customers.map((c) => [c.register, c.toBeInvoicedValue, c.receivables, c.overdue, c.total]),
    ).toEqual([
      ['A', 1.01, 2.01, 0.01, 3.03],
      ['B', 1, 2, 0, 3],
    ]);
  });
});
