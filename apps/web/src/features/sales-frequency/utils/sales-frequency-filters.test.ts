import { describe, expect, it } from 'vitest';
import { filtersFromParams, paramsFromFilters } from '../../../components/report-page/use-report-filters.ts';
import {
  defaultSalesFrequencyFilters,
  potentialGridQuery,
  saleFrequencyQuery,
  salesFrequencyFiltersSchema,
} from './sales-frequency-filters.ts';

describe('Situação Limite filters', () => {
  it('default to the current month, Comprou off (Sem Compra) and nothing chosen', () => {
    const defaults = defaultSalesFrequencyFilters(new Date(2026, 10, 23));
    expect(saleFrequencyQuery(defaults)).toEqual({
      initialIssueDate: '2026-11-01',
      finalIssueDate: '2026-11-30',
      bought: false,
      representativeId: undefined,
      cities: undefined,
      customers: undefined,
      route: undefined,
      quotaArticles: undefined,
      financialFlags: undefined,
    });
  });

  it('send lists only when chosen, the route as a number, and survive the URL', () => {
    const filters = {
      ...defaultSalesFrequencyFilters(new Date(2026, 10, 23)),
      representativeId: 12,
      bought: true,
      cities: [4106902],
      customers: [],
      route: '7',
      financialFlags: [0, 4],
    };
    const params = paramsFromFilters(filters);
    const back = filtersFromParams(params, salesFrequencyFiltersSchema);
    expect(back && saleFrequencyQuery(back)).toEqual({
      initialIssueDate: '2026-11-01',
      finalIssueDate: '2026-11-30',
      bought: true,
      representativeId: 12,
      cities: [4106902],
      customers: undefined,
      route: 7,
      quotaArticles: undefined,
      financialFlags: [0, 4],
    });
  });

  it('leave the financial status out of the Potencial grid, which has no such filter', () => {
    const filters = { ...defaultSalesFrequencyFilters(new Date(2026, 10, 23)), financialFlags: [3] };
    expect(potentialGridQuery(filters)).toEqual({
      ...saleFrequencyQuery(filters),
      financialFlags: undefined,
    });
  });
});
