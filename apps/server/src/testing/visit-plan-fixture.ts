import type { DatabaseKind } from '../db/connect.ts';
import {
  buildCustomersFixtureApp,
  datasetFolder,
  numberedRegisters,
  type CustomersFixtureApp,
} from './customers-fixture.ts';

// The hand-computed dataset of the visit plan (apps/server/test-fixtures/visit-plan, described in its README.md),
// loaded through the real import, with the customers fixture's users. Today is pinned to 2025-09-30.

export const VISIT_PLAN_FOLDER = datasetFolder('visit-plan');

/** Rep 10 (ANA) owns every customer but OUTRO (rep 11); all on route 12 in São Paulo but CREDITO (route 5, Rio). */
export const V = numberedRegisters(
  'COBRA',
  'REPOE',
  'META',
  'BLOQ',
  'CREDITO',
  'TUDO',
  'UM',
  'SUSPENSA',
  'EMPATE',
  'MAIOR',
  'SEM',
  'OUTRO',
);

/** The customers' own points in the fixture's customers.csv (UM and CREDITO have none). */
export const POINTS: Partial<Record<keyof typeof V, { latitude: number; longitude: number }>> = {
  COBRA: { latitude: -23.55052, longitude: -46.633308 },
  REPOE: { latitude: -23.545, longitude: -46.64 },
  META: { latitude: -23.56, longitude: -46.65 },
  BLOQ: { latitude: -23.54, longitude: -46.62 },
  TUDO: { latitude: -23.555, longitude: -46.625 },
  SUSPENSA: { latitude: -23.548, longitude: -46.645 },
  EMPATE: { latitude: -23.552, longitude: -46.63 },
  MAIOR: { latitude: -23.558, longitude: -46.66 },
  SEM: { latitude: -23.565, longitude: -46.635 },
  OUTRO: { latitude: -23.57, longitude: -46.64 },
};
/** São Paulo's centre in the fixture's cities.csv; Rio de Janeiro has none. */
export const SAO_PAULO_CENTRE = { latitude: -23.55052, longitude: -46.633308 };

export const SAO_PAULO = 3550308;
export const RIO = 3304557;

export const buildVisitPlanFixtureApp = (
  kind: DatabaseKind,
  options: { checkinRadiusMeters?: number } = {},
): Promise<CustomersFixtureApp> => buildCustomersFixtureApp(kind, VISIT_PLAN_FOLDER, options);
