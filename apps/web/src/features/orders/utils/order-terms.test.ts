import { describe, expect, it } from 'vitest';
import { conditionLabel, installmentsOf, surchargeText } from './order-terms.ts';

const condition = (installments: string, surchargePercent: number) => ({
  code: installments,
  description: installments,
  installments,
  surchargePercent,
  minOrderValue: 0,
});

describe('the payment condition picker’s labels', () => {
  it('names the installments of the total with the surcharge, the days and the surcharge', () => {
    // 1057,26 × 1,025 = 1083,69 → ÷ 3 = 361,23.
    expect(conditionLabel(condition('30/60/90', 2.5), 1057.26)).toBe('3× R$ 361,23 — 30/60/90 dias, +2,5 %');
    expect(conditionLabel(condition('0', -3), 100)).toBe('1× R$ 97,00 — à vista, −3 %');
    expect(conditionLabel(condition('30', 0), 250.5)).toBe('1× R$ 250,50 — 30 dias');
  });

  it('writes the surcharge with its sign and only the decimals it has', () => {
    expect([surchargeText(2.5), surchargeText(-3), surchargeText(1.25), surchargeText(0)]).toEqual([
      '+2,5 %',
      '−3 %',
      '+1,25 %',
      '',
    ]);
  });

  it('splits the net total in installments that add up to it, the first taking the cents left, due today + days', () => {
    const installments = installmentsOf(condition('30/60/90', 2.5), 1083.69, '2026-12-01');
    expect(installments).toEqual([
      { number: 1, days: 30, dueDate: '2026-12-31', value: 361.23 },
      { number: 2, days: 60, dueDate: '2027-01-30', value: 361.23 },
      { number: 3, days: 90, dueDate: '2027-03-01', value: 361.23 },
    ]);
    const odd = installmentsOf(condition('0/28', 0), 100.01, '2028-02-01');
    expect(odd.map((item) => [item.dueDate, item.value])).toEqual([
      ['2028-02-01', 50.01],
      ['2028-02-29', 50],
    ]);
  });
});
