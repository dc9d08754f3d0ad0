import { describe, expect, it } from 'vitest';
import { routeUpdateOf, withSavedRow } from './visit-routes-filters.ts';

const row = {
  representativeId: 1,
  representativeName: 'REP UM',
  cityCode: 3550308,
  cityName: 'SÃO PAULO',
  stateCode: 'SP',
  population: 100,
  route: 4,
  routeVersion: 2,
};

describe('route edits', () => {
  it('sends an emptied route as 0 and a typed one as its number, with the row version', () => {
    expect(routeUpdateOf(row, null)).toEqual({
      representativeId: 1,
      cityCode: 3550308,
      route: 0,
      routeVersion: 2,
    });
    expect(routeUpdateOf(row, 12)).toEqual({
      representativeId: 1,
      cityCode: 3550308,
      route: 12,
      routeVersion: 2,
    });
  });

  it('replaces only the saved row', () => {
    const other = { ...row, cityCode: 3509502, cityName: 'CAMPINAS' };
    const saved = { ...row, route: 9, routeVersion: 3 };
    expect(withSavedRow([row, other], saved)).toEqual([saved, other]);
  });
});
