import { visitPlanCall } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { filtersFromParams, paramsFromFilters } from '../../../components/report-page/use-report-filters.ts';
import { sampleRoutes } from '../test-fixtures.ts';
import {
  cityChoices,
  hasRouteOrCity,
  rememberChoice,
  rememberedChoice,
  routeOptionLabel,
  routeOptions,
  visitPlanFiltersSchema,
  visitPlanQueryOf,
  withRepresentative,
} from './visit-plan-filters.ts';

describe('visit plan filters', () => {
  it('survive the URL round trip', () => {
    const filters = { representativeId: 5, route: 12, cities: [3509502, 3525904] };
    const params = paramsFromFilters(filters);
    expect(params.get('route')).toBe('12');
    expect(params.get('cities')).toBe('3509502,3525904');
    expect(filtersFromParams(params, visitPlanFiltersSchema)).toEqual(filters);
    const routeOnly = { representativeId: undefined, route: 0, cities: undefined };
    expect(filtersFromParams(paramsFromFilters(routeOnly), visitPlanFiltersSchema)).toEqual(routeOnly);
  });

  it('drop the route and cities of the previous rep when a supervisor changes the representative', () => {
    const chosen = { representativeId: 5, route: 12, cities: [3509502] };
    expect(withRepresentative(chosen, 7)).toEqual({
      representativeId: 7,
      route: undefined,
      cities: undefined,
    });
    expect(withRepresentative(chosen, null)).toEqual({
      representativeId: undefined,
      route: undefined,
      cities: undefined,
    });
    expect(withRepresentative(chosen, 5)).toEqual({});
    expect(withRepresentative({ ...chosen, representativeId: undefined }, null)).toEqual({});
  });

  it('ask for a route or a city before there is a query', () => {
    const none = { representativeId: 5, route: undefined, cities: [] };
    expect(hasRouteOrCity(none)).toBe(false);
    expect(visitPlanQueryOf(none)).toBeNull();
    expect(visitPlanQueryOf({ ...none, cities: [3509502] })).toEqual({
      representativeId: 5,
      route: undefined,
      cities: [3509502],
    });
    expect(visitPlanQueryOf({ representativeId: 0, route: 7, cities: undefined })).toEqual({
      representativeId: undefined,
      route: 7,
      cities: undefined,
    });
  });

  it("refuse a plan without route or city by the call's own rule, with the server's message", () => {
    const none = { representativeId: 5, route: undefined, cities: [] };
    const refused = visitPlanCall.query.safeParse(none);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual(['Informe a rota ou as cidades']);
    expect(visitPlanCall.query.safeParse({ ...none, route: 12 }).success).toBe(true);
    expect(hasRouteOrCity({ ...none, route: 12 })).toBe(true);
  });

  it('offer the distinct routes of the Rotas rows (not 0), with their cities, and each city once', () => {
    const options = routeOptions([...sampleRoutes, sampleRoutes[0]!]);
    expect(options).toEqual([
      { route: 7, cities: ['SANTOS'] },
      { route: 12, cities: ['CAMPINAS', 'JUNDIAÍ'] },
    ]);
    expect(routeOptionLabel({ route: 12, cities: ['A', 'B', 'C', 'D'] })).toBe('12 · A, B +2');
    expect(cityChoices([...sampleRoutes, sampleRoutes[0]!]).map((city) => city.label)).toEqual([
      'CAMPINAS - SP',
      'JUNDIAÍ - SP',
      'SANTOS - SP',
      'SÃO PAULO - SP',
    ]);
  });

  it('remember the last plan per user', () => {
    rememberChoice('REP1', { representativeId: undefined, route: 12, cities: undefined });
    rememberChoice('REP2', { representativeId: undefined, route: undefined, cities: [3548500] });
    rememberChoice('REP1', { representativeId: undefined, route: undefined, cities: undefined });
    expect(rememberedChoice('REP1')?.get('route')).toBe('12');
    expect(rememberedChoice('REP2')?.get('cities')).toBe('3548500');
    expect(rememberedChoice('ADMIN')).toBeNull();
  });
});
