import type { Kysely } from 'kysely';
import type { Database } from '../../apps/server/src/db/database.ts';
import { monthOf } from '../../apps/server/src/domain/months/month.ts';
import { visitPlanOf } from '../../apps/server/src/modules/visit-plan/visit-plan.ts';
import type { BenchCall, BenchContext } from './calls.ts';

/** Each rep's biggest route (most customers, route 0 left out) and its 10 cities with most customers. */
const selectionsOf = async (db: Kysely<Database>, reps: number[]) => {
  const rows = await db
    .selectFrom('customers')
    .select([
      'representative_id as rep',
      'route',
      'city_code as city',
      (eb) => eb.fn.countAll<number>().as('n'),
    ])
    .where('representative_id', 'in', reps.length > 0 ? reps : [-1])
    .groupBy(['representative_id', 'route', 'city_code'])
    .execute();
  const routes = new Map<number, Map<number, number>>();
  const cities = new Map<number, Map<number, number>>();
  const add = (into: Map<number, Map<number, number>>, rep: number, key: number, n: number) => {
    const counts = into.get(rep) ?? new Map<number, number>();
    counts.set(key, (counts.get(key) ?? 0) + n);
    into.set(rep, counts);
  };
  for (const row of rows) {
    if (row.route > 0) add(routes, row.rep, row.route, Number(row.n));
    add(cities, row.rep, row.city, Number(row.n));
  }
  const biggest = (counts: Map<number, number> | undefined, take: number) =>
    [...(counts ?? new Map<number, number>()).entries()]
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, take)
      .map(([key]) => key);
  return new Map(
    reps.map((rep) => [
      rep,
      { route: biggest(routes.get(rep), 1)[0] ?? 0, cities: biggest(cities.get(rep), 10) },
    ]),
  );
};

/** Plano de Visitas for each rep: its biggest route, and a 10-city selection (docs/domain.md §5.1). */
export const visitPlanCalls = async ({
  today,
  db,
  reps,
}: BenchContext & { db: Kysely<Database>; reps: number[] }): Promise<BenchCall[]> => {
  const month = monthOf(today);
  const selection = await selectionsOf(db, reps);
  const of = (rep: number) => selection.get(rep) ?? { route: 0, cities: [] };
  return [
    {
      name: 'visit-plan (biggest route)',
      url: (rep) => `/api/v1/visit-plan?representativeId=${rep}&route=${of(rep).route}`,
      bare: (bareDb, rep) => visitPlanOf(bareDb, { today, month, reps: [rep], route: of(rep).route }),
    },
    {
      name: 'visit-plan (10 cities)',
      url: (rep) => `/api/v1/visit-plan?representativeId=${rep}&cities=${of(rep).cities.join(',')}`,
      bare: (bareDb, rep) => visitPlanOf(bareDb, { today, month, reps: [rep], cities: of(rep).cities }),
    },
  ];
};
