import { describe, expect, it } from 'vitest';
import { applyFilters } from '../filtering/filter-model.ts';
import { countSummaryText, summarize, summarizeColumns } from './summary.ts';
import { column, sampleColumns, sampleRows } from '../test-fixtures.ts';
import type { FilterState } from '../types.ts';

describe('summaries', () => {
  it('count, distinct count, average and sum', () => {
    expect(summarize(sampleRows, column('name'), 'count')).toBe(6);
    expect(summarize(sampleRows, column('city'), 'distinctCount')).toBe(4);
    expect(summarize(sampleRows, column('parts'), 'average')).toBe(26 / 6);
    expect(summarize(sampleRows, column('value'), 'sum')).toBe(2800.59);
  });
  it('average leaves empty cells out instead of counting them as zero', () => {
    expect(summarize(sampleRows, column('value'), 'average')).toBeCloseTo(2800.59 / 5, 10);
  });
  it('sums cents exactly', () => {
    const rows = [{ value: 0.1 }, { value: 0.2 }];
    expect(summarize(rows, { key: 'value', name: 'V', type: 'number' }, 'sum')).toBe(0.3);
  });
  it('follow the active filters', () => {
    const filters: FilterState = { city: { kind: 'values', values: ['CAMPINAS', 'campinas'] } };
    const kept = applyFilters(sampleRows, sampleColumns, filters);
    expect(summarizeColumns(kept, sampleColumns)).toEqual({ value: 1200.1, parts: 13 / 3, date: 3 });
    expect(summarize(kept, column('city'), 'distinctCount')).toBe(2);
  });
  it('counts read with pt-BR thousands, like the record count above the grid', () => {
    expect(countSummaryText('count', 12_345)).toBe('Qtd.: 12.345');
    expect(countSummaryText('distinctCount', 999)).toBe('Dist.: 999');
  });
  it('an empty result sums to zero', () => {
    expect(summarizeColumns([], sampleColumns)).toEqual({ value: 0, parts: 0, date: 0 });
  });
});
