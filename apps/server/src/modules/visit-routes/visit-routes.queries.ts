import type { RouteRow } from '@portal/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { recordAudit } from '../../domain/audit/audit-log.queries.ts';
import { repIn } from '../../db/sql-kit/filters.ts';

// Rotas (docs/domain.md §3; docs/decisions/042): one row per rep × city where the rep has a customer or a city route,
// route 0 and version 0 when none is saved. The write upserts city_routes, versioned and audited in one transaction.

type Row = {
  representative_id: number;
  representative_name: string;
  city_code: number;
  city_name: string;
  state_code: string;
  population: number;
  route: number;
  route_version: number;
};

const toRouteRow = (row: Row): RouteRow => ({
  representativeId: row.representative_id,
  representativeName: row.representative_name,
  cityCode: row.city_code,
  cityName: row.city_name,
  stateCode: row.state_code,
  population: Number(row.population),
  route: row.route,
  routeVersion: row.route_version,
});

const rowColumns = sql`
  p.representative_id, r.name as representative_name, p.city_code, ci.name as city_name,
  ci.state_code::text as state_code, ci.population,
  coalesce(cr.route, 0) as route, coalesce(cr.route_version, 0) as route_version`;

const rowJoins = sql`
  join representatives r on r.id = p.representative_id
  join cities ci on ci.code = p.city_code
  left join city_routes cr on cr.representative_id = p.representative_id and cr.city_code = p.city_code`;

export const routeRowsOf = async (
  db: Kysely<Database>,
  filter: { reps: number[] | null },
): Promise<RouteRow[]> => {
  const { rows } = await sql<Row>`
    with pairs as (
      select c.representative_id, c.city_code from customers c where ${repIn('c.representative_id', filter.reps)}
      union
      select cr.representative_id, cr.city_code from city_routes cr where ${repIn('cr.representative_id', filter.reps)}
    )
    select ${rowColumns}
    from pairs p
    ${rowJoins}
    order by p.representative_id, ci.name, p.city_code`.execute(db);
  return rows.map(toRouteRow);
};

/** One rep × city as the grid shows it, whether or not it has a customer or a saved route. */
export const routeRowOf = async (
  db: Kysely<Database>,
  key: { representativeId: number; cityCode: number },
): Promise<RouteRow | undefined> => {
  const { rows } = await sql<Row>`
    select ${rowColumns}
    from (select ${key.representativeId}::int as representative_id, ${key.cityCode}::int as city_code) p
    ${rowJoins}`.execute(db);
  const [row] = rows;
  return row ? toRouteRow(row) : undefined;
};

export type CityRouteChange = {
  representativeId: number;
  cityCode: number;
  route: number;
  expectedVersion: number;
  actor: { userId: number; username: string };
};

export type CityRouteOutcome = 'saved' | 'unchanged' | 'no-representative' | 'no-city' | 'conflict';

export const saveCityRoute = async (
  db: Kysely<Database>,
  change: CityRouteChange,
): Promise<CityRouteOutcome> =>
  db.transaction().execute(async (trx) => {
    const rep = await trx
      .selectFrom('representatives')
      .select('id')
      .where('id', '=', change.representativeId)
      .executeTakeFirst();
    if (!rep) return 'no-representative';
    const city = await trx
      .selectFrom('cities')
      .select('code')
      .where('code', '=', change.cityCode)
      .executeTakeFirst();
    if (!city) return 'no-city';
    const current = await trx
      .selectFrom('city_routes')
      .select(['route', 'route_version'])
      .where('representative_id', '=', change.representativeId)
      .where('city_code', '=', change.cityCode)
      .forUpdate()
      .executeTakeFirst();
    const currentRoute = current?.route ?? 0;
    const currentVersion = current?.route_version ?? 0;
    if (change.expectedVersion !== currentVersion) return 'conflict';
    if (currentRoute === change.route) return 'unchanged';
    if (current) {
      await trx
        .updateTable('city_routes')
        .set({ route: change.route, route_version: currentVersion + 1 })
        .where('representative_id', '=', change.representativeId)
        .where('city_code', '=', change.cityCode)
        .execute();
    } else {
      // No row to lock yet: two first saves of one city race on the insert, and the loser is told so (409)
      // instead of overwriting the winner.
      const inserted = await trx
        .insertInto('city_routes')
        .values({
          representative_id: change.representativeId,
          city_code: change.cityCode,
          route: change.route,
          route_version: 1,
        })
        .onConflict((conflict) => conflict.columns(['representative_id', 'city_code']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return 'conflict';
    }
    await recordAudit(trx, {
      userId: change.actor.userId,
      username: change.actor.username,
      action: current ? 'update' : 'create',
      entity: 'city_route',
      entityKey: `${change.representativeId}:${change.cityCode}`,
      oldValue: current ? { route: currentRoute, routeVersion: currentVersion } : null,
      newValue: { route: change.route, routeVersion: currentVersion + 1 },
    });
    return 'saved';
  });
