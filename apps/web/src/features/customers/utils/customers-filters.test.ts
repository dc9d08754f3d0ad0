import { describe, expect, it } from 'vitest';
import { customerOrdersQuery, defaultCustomersFilters } from './customers-filters.ts';

describe('Clientes filters', () => {
  it('default to the current month and leave the representative out when it is 0', () => {
    const defaults = defaultCustomersFilters(new Date(2026, 1, 10));
    expect(customerOrdersQuery({ ...defaults, representativeId: 0 })).toEqual({
      initialIssueDate: '2026-02-01',
      finalIssueDate: '2026-02-28',
      representativeId: undefined,
      route: undefined,
      cities: undefined,
      customers: undefined,
    });
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
