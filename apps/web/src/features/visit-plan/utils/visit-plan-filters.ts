import {
  fieldsOf,
  hasRouteOrCity as routeOrCity,
  visitPlanCall,
  type RouteRow,
  type VisitPlanQuery,
} from '@portal/contracts';
import { z } from 'zod';
import { keepFilters, keptFilters } from '../../../components/report-page/kept-filters.ts';
import { chosenRepresentative, listOrNothing } from '../../../components/report-page/query-values.ts';
import { filtersFromParams, paramsFromFilters } from '../../../components/report-page/use-report-filters.ts';

/** The filters of Plano de Visitas as they live in the URL: the call's own parameters (docs/domain.md §5.1). */
export const visitPlanFiltersSchema = fieldsOf(visitPlanCall.query);
export type VisitPlanFilters = z.infer<typeof visitPlanFiltersSchema>;

export const defaultVisitPlanFilters = (): VisitPlanFilters => ({
  representativeId: undefined,
  route: undefined,
  cities: undefined,
});

/** The call's own rule: the server answers 400 without a route or a city (docs/domain.md §5.1), so the screen asks first. */
export const hasRouteOrCity = (filters: VisitPlanFilters): boolean => routeOrCity(filters);

export const visitPlanQueryOf = (filters: VisitPlanFilters): VisitPlanQuery | null =>
  hasRouteOrCity(filters)
    ? {
        representativeId: chosenRepresentative(filters),
        route: filters.route,
        cities: listOrNothing(filters.cities),
      }
    : null;

/**
 * What a supervisor's typed Representante does to the draft: a route and cities are the previous rep's (their
 * Rotas rows), so they go when the representative changes; the same number typed again keeps them.
 */
export const withRepresentative = (
  draft: VisitPlanFilters,
  representativeId: number | null,
): Partial<VisitPlanFilters> =>
  (representativeId ?? undefined) === draft.representativeId
    ? {}
    : { representativeId: representativeId ?? undefined, route: undefined, cities: undefined };

export type RouteOption = { route: number; cities: string[] };
export type CityChoice = { code: number; label: string };

/** The rep's routes, from the Rotas rows (rep × city); 0 is "no route" there, so it is not offered. */
export const routeOptions = (rows: readonly RouteRow[]): RouteOption[] => {
  const byRoute = new Map<number, Set<string>>();
  for (const row of rows) {
    if (row.route === 0) continue;
    const cities = byRoute.get(row.route) ?? new Set<string>();
    cities.add(row.cityName);
    byRoute.set(row.route, cities);
  }
  return [...byRoute]
    .sort(([a], [b]) => a - b)
    .map(([route, cities]) => ({ route, cities: [...cities].sort((a, b) => a.localeCompare(b, 'pt-BR')) }));
};

/** "12 · CAMPINAS, JUNDIAÍ +3": the number a rep knows the route by, and where it goes. */
export const routeOptionLabel = ({ route, cities }: RouteOption, shown = 2): string => {
  const names = cities.slice(0, shown).join(', ');
  const more = cities.length > shown ? ` +${cities.length - shown}` : '';
  return names ? `${route} · ${names}${more}` : String(route);
};

/** The cities the rep works (each once), for the Cidade multi-select. */
export const cityChoices = (rows: readonly RouteRow[]): CityChoice[] => {
  const byCode = new Map<number, CityChoice>();
  for (const row of rows)
    byCode.set(row.cityCode, { code: row.cityCode, label: `${row.cityName} - ${row.stateCode}` });
  return [...byCode.values()].sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));
};

/** Keeps the user's last plan, so the screen reopens on today's route (per login: phones are shared). */
export const rememberChoice = (username: string, filters: VisitPlanFilters): void => {
  if (hasRouteOrCity(filters)) keepFilters(username, 'visitPlan', paramsFromFilters(filters));
};

/** The user's last plan as URL params, or null when none (or it no longer parses). */
export const rememberedChoice = (username: string): URLSearchParams | null => {
  const params = keptFilters(username, 'visitPlan')?.params;
  if (!params) return null;
  const filters = filtersFromParams(params, visitPlanFiltersSchema);
  return filters && hasRouteOrCity(filters) ? params : null;
};
