import { describe, expect, it } from 'vitest';
import { collectionBought, collectionTotals } from './collection-totals.ts';

const entry = (parts: number, references: number, value: number) => ({
  collection: 'C',
  collectionDescription: 'VERÃO',
  parts,
  references,
  value,
  averagePrice: parts ? value / parts : 0,
});

describe('collection totals', () => {
  it('sums Peças, Refs, Valor and computes PM', () => {
    expect(collectionTotals([entry(10, 2, 100.1), entry(5, 1, 50.2), entry(0, 0, 0)])).toEqual({
      parts: 15,
      references: 3,
      value: 150.3,
      averagePrice: 10.02,
    });
  });

  it('gives PM 0 without parts', () => {
    expect(collectionTotals([])).toEqual({ parts: 0, references: 0, value: 0, averagePrice: 0 });
  });

  it('is green (bought) only with parts above 0', () => {
    expect(collectionBought(entry(1, 1, 10))).toBe(true);
    expect(collectionBought(entry(0, 0, 0))).toBe(false);
  });
});
