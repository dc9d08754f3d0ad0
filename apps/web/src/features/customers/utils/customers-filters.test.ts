import { describe, expect, it } from 'vitest';
import { customerOrdersQuery, defaultCustomersFilters } from './customers-filters.ts';

describe('Clientes filters', () => {
  it('default to the previous and current months and leave the representative out when it is 0', () => {
    const defaults = defaultCustomersFilters(new Date(2026, 1, 10));
    expect(customerOrdersQuery({ ...defaults, representativeId: 0 })).toEqual({
      initialIssueDate: '2026-01-01',
      finalIssueDate: '2026-02-28',
      representativeId: undefined,
      route: undefined,
      cities: undefined,
      customers: undefined,
    });
  });

  it("hold an order of four days ago on the first days of a month, across the year's turn", () => {
    const december = defaultCustomersFilters(new Date(2026, 11, 1));
    expect([december.initialIssueDate, december.finalIssueDate]).toEqual(['2026-11-01', '2026-12-31']);
    expect(december.initialIssueDate <= '2026-11-27').toBe(true);
    const january = defaultCustomersFilters(new Date(2027, 0, 2));
    expect([january.initialIssueDate, january.finalIssueDate]).toEqual(['2026-12-01', '2027-01-31']);
  });

  it('send the chosen representative, route, cities and customers', () => {
    const filters = {
      ...defaultCustomersFilters(new Date(2026, 10, 1)),
      representativeId: 3,
      route: '12',
      cities: [4106902],
      customers: ['12345678000195'],
    };
    expect(customerOrdersQuery(filters)).toMatchObject({
      representativeId: 3,
      route: 12,
      cities: [4106902],
      customers: ['12345678000195'],
    });
  });
});
