import type { CityOption, CustomerOption, SupervisorOption } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  accessCases,
  buildAccessFixtureApp,
  FOREIGN,
  REPS_OF,
  type AccessCase,
} from '../../testing/access-fixture.ts';
import { databaseKinds } from '../../testing/test-database.ts';
import { ANA_CUSTOMERS, CITY, REGISTERS } from '../../testing/customers-fixture.ts';
import { sharedFixture } from '../../testing/shared-fixture.ts';

// The type-aheads × every kind of caller (docs/domain.md §4, docs/decisions/032-lookup-matching.md): cities, customers
// and supervisors answer only what the reps read own; quota articles are global, 200 for anyone signed in.
// Customers fixture + test-fixtures/access-foreign: ANA = rep 10, BRUNO = 11 (team 1 = SUPNORTE), CARLA = 20.

/** What each rep owns, by hand from the fixture and the layer. */
const owned: Record<number, { cities: number[]; customers: string[]; supervisors: number[] }> = {
  10: {
    // Customers in São Paulo, Rio, Curitiba; city routes in São Paulo and Belo Horizonte.
    cities: [CITY.SAO_PAULO, CITY.RIO, CITY.CURITIBA, CITY.BELO_HORIZONTE],
    customers: ANA_CUSTOMERS,
    supervisors: [1],
  },
  // ETA in Curitiba, ESTRANHO ONZE in Londrina (only rep 11 there). Being listed on ALFA does not own it.
  11: {
    cities: [CITY.CURITIBA, FOREIGN.LONDRINA],
    customers: [REGISTERS.ETA, FOREIGN.ONZE],
    supervisors: [1],
  },
  // TETA in São Paulo, ESTRANHO VINTE in Salvador, a city route in Porto Alegre (the last two only rep 20's).
  20: {
    cities: [CITY.SAO_PAULO, FOREIGN.SALVADOR, CITY.PORTO_ALEGRE],
    customers: [REGISTERS.TETA, FOREIGN.VINTE],
    supervisors: [2],
  },
};
type Key = number | string;
const sorted = (values: Key[]) => [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/** A scoped type-ahead: the keys of its answer and what one rep owns of them. */
type Scoped = {
  path: string;
  keys: (rows: unknown[]) => Key[];
  owns: (rep: number) => Key[];
  cases: AccessCase[];
};
const scoped: Scoped[] = [
  {
    path: '/api/v1/city/get-by?text=',
    keys: (rows: unknown[]) => (rows as CityOption[]).map((row) => row.code),
    owns: (rep: number) => owned[rep]?.cities ?? [],
    cases: accessCases,
  },
  {
    path: '/api/v1/customer/get-by?text=',
    keys: (rows: unknown[]) => (rows as CustomerOption[]).map((row) => row.register),
    owns: (rep: number) => owned[rep]?.customers ?? [],
    cases: accessCases,
  },
  {
    // No representativeId here: the supervisors of the caller's own scope.
    path: '/api/v1/supervisor/get-by?text=',
    keys: (rows: unknown[]) => (rows as SupervisorOption[]).map((row) => row.id),
    owns: (rep: number) => owned[rep]?.supervisors ?? [],
    cases: accessCases.filter((one) => one.query === ''),
  },
];

const everyone: AccessCase[] = (['ANA', 'BRUNO', 'CARLA', 'SUPNORTE', 'ADMIN'] as const).map((user) => ({
  user,
  query: '',
  reads: 'all',
}));
const QUOTA_ARTICLES = [
  { code: 'MAL', description: 'MALHA' },
  { code: 'TEC', description: 'TECIDO' },
];

describe.each(databaseKinds)('lookups access on %s: the type-aheads', (kind) => {
  const t = sharedFixture(() => buildAccessFixtureApp(kind));

  it.each(scoped)(
    '$path answers each caller only what the reps it may read own',
    async ({ path, keys, owns, cases }) => {
      await t.expectCases(path, cases, (body, reads, label) => {
        expect(sorted(keys(body as unknown[])), label).toEqual(sorted(REPS_OF[reads].flatMap(owns)));
      });
    },
  );

  it.each(['/api/v1/quota-article/get-all', '/api/v1/quota-article/get-by?text='])(
    '%s is global: every article for anyone signed in, 401 without a token',
    async (path) => {
      await t.expectCases(
        path,
        [...everyone, { user: undefined, query: '', reads: 401 }],
        (body, _reads, label) => {
          expect(body, label).toEqual(QUOTA_ARTICLES);
        },
      );
    },
  );
});
