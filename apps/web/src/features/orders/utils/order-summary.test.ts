import { describe, expect, it } from 'vitest';
import { divideHalfUp, lineNetCents } from './order-money.ts';
import { summarize } from './order-summary.ts';
import { sampleContext, sampleReferences } from './test-catalog.ts';

const catalog = new Map(sampleReferences.map((reference) => [reference.reference, reference]));

// Every figure below was worked out by hand from docs/domain.md §6's rules.
describe('order summary on the device', () => {
  const items = [
    { reference: 'R100', colorCode: '01', size: 'P', parts: 3 },
    { reference: 'R100', colorCode: '01', size: 'M', parts: 1 },
    { reference: 'R200', colorCode: null, size: null, parts: 7 },
  ];

  it('prices each line, rounds its net value half-up, then adds', () => {
    const summary = summarize({ items, catalog, context: sampleContext, discountPercent: 7.5 });
    // 3 × 39,90 = 119,70 → × 0,925 = 110,7225 → 110,72
    // 1 × 39,90 =  39,90 → × 0,925 =  36,9075 →  36,91
    // 7 × 12,35 =  86,45 → × 0,925 =  79,96625 → 79,97
    expect(summary.lines.map((line) => [line.value, line.netValue])).toEqual([
      [119.7, 110.72],
      [39.9, 36.91],
      [86.45, 79.97],
    ]);
    expect(summary.parts).toBe(11);
    expect(summary.value).toBe(246.05);
    expect(summary.netValue).toBe(227.6);
    expect(summary.discount).toBe(18.45);
    // 227,60 × 3,5% = 7,966 → 7,97
    expect(summary.commission).toBe(7.97);
  });

  it('rounds per line, not on the total', () => {
    const tenCents = ['R300', 'R300', 'R300'].map((reference, index) => ({
      reference,
      colorCode: null,
      size: String(index),
      parts: 1,
    }));
    // 0,10 × 0,95 = 0,095 → 0,10 per line: 0,30 (rounded on the total it would be 0,285 → 0,29)
    expect(summarize({ items: tenCents, catalog, context: null, discountPercent: 5 }).netValue).toBe(0.3);
  });

  it("moves each quota article's goal and the customer's credit", () => {
    const summary = summarize({ items, catalog, context: sampleContext, discountPercent: 7.5 });
    // MALHA: 250,00 → 250,00 + 110,72 + 36,91 = 397,63 of 1.000,00: 25,00% → 39,76% (39,763)
    // JEANS: no goal this month: 0 → 79,97, no percent
    expect(summary.goals).toEqual([
      {
        quotaArticle: 'JEANS',
        description: 'JEANS',
        goal: 0,
        salesBefore: 0,
        salesAfter: 79.97,
        percentBefore: null,
        percentAfter: null,
      },
      {
        quotaArticle: 'MALHA',
        description: 'MALHARIA',
        goal: 1000,
        salesBefore: 250,
        salesAfter: 397.63,
        percentBefore: 25,
        percentAfter: 39.76,
      },
    ]);
    // 200,00 − 227,60 = −27,60: below zero, flag 1 (Limite Insuficiente)
    expect(summary.credit).toEqual({ before: 200, after: -27.6, flagAfter: 1 });
    const suspended = { ...sampleContext, credit: { projectedBalanceBefore: 5000, baseFlag: 3 as const } };
    expect(summarize({ items, catalog, context: suspended, discountPercent: 7.5 }).credit).toEqual({
      before: 5000,
      after: 4772.4,
      flagAfter: 3,
    });
  });

  it('leaves commission, goals and credit out without the context, and a line without a price at 0', () => {
    const summary = summarize({
      items: [...items, { reference: 'R999', colorCode: null, size: null, parts: 2 }],
      catalog,
      context: null,
      discountPercent: 0,
    });
    expect(summary.commission).toBeNull();
    expect(summary.goals).toEqual([]);
    expect(summary.credit).toBeNull();
    expect(summary.lines[3]).toMatchObject({ unitPrice: null, value: 0, netValue: 0 });
    expect(summary.netValue).toBe(246.05);
  });

  it('says which cells are short of stock by the delivery date', () => {
    const short = (deliveryDate?: string) =>
      summarize({
        items: [
          { reference: 'R100', colorCode: '01', size: 'M', parts: 5 },
          { reference: 'R100', colorCode: '02', size: 'G', parts: 99 },
          { reference: 'R200', colorCode: null, size: null, parts: 51 },
        ],
        catalog,
        context: null,
        discountPercent: 0,
        deliveryDate,
      }).lines.map((line) => line.short);
    // M/PRETO: 0 free, 12 arriving 10/12: short without a date or before it, covered from it on
    expect(short()).toEqual([
      { available: 0, nextDate: '2026-12-10', nextAvailable: 12 },
      null,
      { available: 50, nextDate: null, nextAvailable: null },
    ]);
    expect(short('2026-12-09')[0]).not.toBeNull();
    expect(short('2026-12-10')[0]).toBeNull();
  });

  it('rounds half away from zero like PostgreSQL', () => {
    expect(divideHalfUp(5n, 10n)).toBe(1n);
    expect(divideHalfUp(-5n, 10n)).toBe(-1n);
    expect(divideHalfUp(4n, 10n)).toBe(0n);
    // 1.000.000 × R$ 99.999,99 = 9.999.999.000.000 cents × 0,6667: beyond a double's exact integers
    expect(lineNetCents(1_000_000n * 9_999_999n, 33.33)).toBe(6_666_999_333_300n);
  });
});
