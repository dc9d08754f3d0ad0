import { describe, expect, it } from 'vitest';
import { visitPlanCall } from './visit-plan.ts';

describe('visit plan query', () => {
  it('refuses neither route nor cities with the one message both sides show', () => {
    for (const query of [{}, { representativeId: '10' }, { route: '', cities: '' }]) {
      const parsed = visitPlanCall.query.safeParse(query);
      expect(parsed.success, JSON.stringify(query)).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(['Informe a rota ou as cidades']);
    }
  });

  it('takes a route, or cities, or both', () => {
    expect(visitPlanCall.query.parse({ route: '12' })).toEqual({ route: 12 });
    expect(visitPlanCall.query.parse({ cities: '3509502,3525904' })).toEqual({ cities: [3509502, 3525904] });
  });
});
