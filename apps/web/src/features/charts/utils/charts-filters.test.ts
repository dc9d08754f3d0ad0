import { describe, expect, it } from 'vitest';
import {
  commissionQuery,
  defaultChartsFilters,
  monthQuery,
  nonPaymentQuery,
  selectedArticles,
  walletQuery,
} from './charts-filters.ts';

describe('Indicadores filters', () => {
  it('default to the current month with every collection (nothing sent)', () => {
    const defaults = defaultChartsFilters(new Date(2026, 10, 23));
    expect(monthQuery(defaults)).toEqual({
      date: '2026-11-01',
      representativeId: undefined,
      supervisorId: undefined,
      quotaArticles: undefined,
    });
  });

  it('send the typed representative to every call, none for 0', () => {
    const filters = {
      ...defaultChartsFilters(new Date(2026, 10, 23)),
      representativeId: 7,
      quotaArticles: ['JEA'],
    };
    expect(monthQuery(filters)).toMatchObject({ representativeId: 7, quotaArticles: ['JEA'] });
    expect(walletQuery(filters)).toEqual({
      representativeId: 7,
      supervisorId: undefined,
      quotaArticles: ['JEA'],
    });
    expect(commissionQuery(filters)).toEqual({
      date: '2026-11-01',
      representativeId: 7,
      supervisorId: undefined,
    });
    expect(nonPaymentQuery({ ...filters, representativeId: 0 })).toEqual({ representativeId: undefined });
  });

  it('treat an empty or full selection as every collection', () => {
    expect(selectedArticles([], ['A', 'B'])).toBeUndefined();
    expect(selectedArticles(['B', 'A'], ['A', 'B'])).toBeUndefined();
    expect(selectedArticles(['A'], ['A', 'B'])).toEqual(['A']);
  });
});
