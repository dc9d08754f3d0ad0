import { z } from 'zod';
import { count, defineCall, representativeIdParam } from '../common.ts';
import { routeValue, routeVersionValue } from '../filters/report-filters.ts';

// Rotas (docs/product.md §2.14, §3; docs/domain.md §3; docs/decisions/042).

export const routesQuery = z.object({ representativeId: representativeIdParam });
export type RoutesQuery = z.infer<typeof routesQuery>;

/** One rep × city: a city where the rep has a customer or a city route; route 0 when none is set. */
export const routeRow = z.object({
  representativeId: count,
  representativeName: z.string(),
  cityCode: count,
  cityName: z.string(),
  stateCode: z.string(),
  population: count,
  route: count,
  /** Optimistic-lock token: send it back in PUT routes; 0 while the city has no saved route. */
  routeVersion: count,
});
export type RouteRow = z.infer<typeof routeRow>;
export const routesAnswer = z.array(routeRow);

/** PUT routes: the grid sends the edited row; only these fields are read. */
export const routeUpdateBody = z.object({
  representativeId: z
    .number({ error: 'Informe o representante' })
    .int('Representante inválido')
    .min(1, 'Informe o representante')
    .max(2_147_483_647, 'Representante inválido'),
  cityCode: z
    .number({ error: 'Informe a cidade' })
    .int('Cidade inválida')
    .min(1_000_000, 'Cidade inválida')
    .max(9_999_999, 'Cidade inválida'),
  route: routeValue,
  routeVersion: routeVersionValue,
});
export type RouteUpdateBody = z.infer<typeof routeUpdateBody>;

/** 409 of PUT routes: the error plus the row as it is now. */
export const routeConflictBody = z.object({
  error: z.object({ code: z.literal('CONFLICT'), message: z.string() }),
  current: routeRow,
});

export const visitRoutesCall = defineCall({
  method: 'GET',
  url: '/api/v1/routes',
  query: routesQuery,
  answer: routesAnswer,
});
export const visitRouteUpdateCall = defineCall({
  method: 'PUT',
  url: '/api/v1/routes',
  body: routeUpdateBody,
  answer: routeRow,
});
