import { rebuildOrderTotals, refreshOrderTotals } from './order-totals.ts';
import { stagedKey } from './file-specs.ts';
import type { Session } from './session.ts';
import { stagingTable, storedName, type StagedFile } from './staging.ts';

// Staging → real table, one statement per file. "changed" counts rows inserted, updated or deleted;
// an unchanged row is skipped by the `is distinct from` guard, so a re-import reports 0 and writes nothing.

const list = (columns: string[], prefix = ''): string =>
  columns.map((column) => `${prefix}${column}`).join(', ');

const distinct = (table: string, columns: string[]): string =>
  columns.length === 0
    ? 'false'
    : `(${list(columns, `${table}.`)}) is distinct from (${list(columns, 'excluded.')})`;

const genericUpsert = (file: StagedFile, columns: string[]): string => {
  const { spec } = file;
  const nonKey = columns.filter((column) => !spec.key.includes(column));
  const insert = `insert into ${spec.table} (${list(columns)}) select ${list(columns)} from ${stagingTable(spec)}`;
  if (nonKey.length === 0) return `${insert} on conflict (${list(spec.key)}) do nothing`;
  return `${insert} on conflict (${list(spec.key)}) do update
            set ${nonKey.map((column) => `${column} = excluded.${column}`).join(', ')}
          where ${distinct(spec.table, nonKey)}`;
};

/**
 * Route ownership (docs/decisions/011): the file's route is taken only while route_version = 0, that is
 * while nobody edited it in the portal; afterwards the portal's value wins.
 */
const routeAwareUpsert = (file: StagedFile, columns: string[]): string => {
  const { spec } = file;
  const table = spec.table;
  const others = columns.filter((column) => !spec.key.includes(column) && column !== 'route');
  const sets = [
    ...others.map((column) => `${column} = excluded.${column}`),
    `route = case when ${table}.route_version = 0 then excluded.route else ${table}.route end`,
  ];
  return `insert into ${table} (${list(columns)}) select ${list(columns)} from ${stagingTable(spec)}
          on conflict (${list(spec.key)}) do update set ${sets.join(', ')}
          where ${distinct(table, others)}
             or (${table}.route_version = 0 and ${table}.route is distinct from excluded.route)`;
};

/** A changed password (or a password reset in the ERP) bumps token_version, so old tokens stop working. */
const usersUpsert = (file: StagedFile, columns: string[]): string => {
  const nonKey = columns.filter((column) => column !== 'username');
  return `insert into users (${list(columns)}) select ${list(columns)} from ${stagingTable(file.spec)}
          on conflict (username) do update
            set ${nonKey.map((column) => `${column} = excluded.${column}`).join(', ')},
                token_version = users.token_version + (users.password_hash is distinct from excluded.password_hash)::int,
                updated_at = now()
          where ${distinct('users', nonKey)}`;
};

export const tableIsEmpty = async (session: Session, table: string): Promise<boolean> => {
  const { rows } = await session.query<{ found: boolean }>(`select exists (select 1 from ${table}) as found`);
  return !rows[0]?.found;
};

/** The file's groups (`g`) and the test that a row `t` of one of them is not in the file any more. */
const missingRows = (file: StagedFile, group: string): { groups: string; missing: string } => {
  const staged = stagingTable(file.spec);
  const present = stagedKey(file.spec, file.columns);
  const same = file.spec.key
    .map((column) => (present.includes(column) ? `s.${column} = t.${column}` : `t.${column} = ''`))
    .join(' and ');
  return {
    groups: `(select distinct ${group} from ${staged}) g`,
    missing: `not exists (select 1 from ${staged} s where ${same})`,
  };
};

/**
 * The file lists every row of each `group` in it (every item of each order, docs/decisions/010; every price of each
 * table, the grid and the stock of each reference): rows of those groups no longer listed are deleted. A key column
 * the file leaves out is compared with its default ''.
 */
const deleteMissing = async (session: Session, file: StagedFile, group: string): Promise<number> => {
  const { groups, missing } = missingRows(file, group);
  const { rowCount } = await session.query(
    `delete from ${file.spec.table} t using ${groups} where t.${group} = g.${group} and ${missing}`,
  );
  return rowCount;
};

/** Complete-list files and the column their rows are grouped by (see deleteMissing). */
export const listGroups: Record<string, string> = {
  prices: 'price_table',
  skus: 'reference',
  stock: 'reference',
  // The conditions each customer in the file may use (docs/domain.md §8.1).
  customer_payment_conditions: 'customer_register',
  packs: 'reference',
  order_items: 'order_number',
  customer_representatives: 'customer_register',
};

/**
 * What writing a complete-list file would do to the rows already there, before it is written: the rows of the groups
 * it lists (covered) and those it would delete (removed).
 */
export const countRemovals = async (
  session: Session,
  file: StagedFile,
): Promise<{ covered: number; removed: number }> => {
  const group = listGroups[file.spec.table];
  if (!group) return { covered: 0, removed: 0 };
  const { groups, missing } = missingRows(file, group);
  // The test in a WHERE, as the delete has it, plans as a hash anti-join; inside an aggregate's FILTER it would run
  // once per covered row (a scan of the staged file each: hours for the items of a large export).
  const covered = `from ${file.spec.table} t join ${groups} on t.${group} = g.${group}`;
  const { rows } = await session.query<{ covered: string; removed: string }>(
    `select (select count(*) ${covered}) as covered, (select count(*) ${covered} where ${missing}) as removed`,
  );
  return { covered: Number(rows[0]?.covered ?? 0), removed: Number(rows[0]?.removed ?? 0) };
};

/** The file lists every extra rep of each customer in it: pairs no longer listed are deleted. */
const deleteMissingCustomerReps = async (session: Session): Promise<number> => {
  const { rowCount } = await session.query(
    `delete from customer_representatives cr
      using (select distinct customer_register from stg_customer_representatives) c
      where cr.customer_register = c.customer_register
        and not exists (select 1 from stg_customer_representatives s
                         where s.customer_register = cr.customer_register and s.representative_id = cr.representative_id)`,
  );
  return rowCount;
};

/**
 * commission_entries has no key: the file is the ERP's snapshot of each rep in it (docs/decisions/010).
 * Only reps whose entries differ (as a multiset) are replaced, so a re-import changes nothing.
 */
const replaceCommissionEntries = async (session: Session): Promise<number> => {
  await session.query(
    `create temp table stg_commission_changed on commit drop as
     with s as (select representative_id as r, posted_on, kind, value::numeric(14,2) as v, coalesce(description, '') as d, count(*) as n
                  from stg_commission_entries group by 1, 2, 3, 4, 5),
          t as (select representative_id as r, posted_on, kind, value as v, coalesce(description, '') as d, count(*) as n
                  from commission_entries
                 where representative_id in (select representative_id from stg_commission_entries)
                 group by 1, 2, 3, 4, 5)
     select distinct coalesce(s.r, t.r) as representative_id
       from s full join t on s.r = t.r and s.posted_on = t.posted_on and s.kind = t.kind and s.v = t.v and s.d = t.d and s.n = t.n
      where s.r is null or t.r is null`,
  );
  const deleted = await session.query(
    `delete from commission_entries where representative_id in (select representative_id from stg_commission_changed)`,
  );
  const inserted = await session.query(
    `insert into commission_entries (representative_id, posted_on, kind, value, description)
     select representative_id, posted_on, kind, value, description from stg_commission_entries
      where representative_id in (select representative_id from stg_commission_changed)
      order by line`,
  );
  return deleted.rowCount + inserted.rowCount;
};

/** Writes one staged file into its table; returns the number of rows inserted, updated or deleted. */
export const upsertFile = async (session: Session, file: StagedFile): Promise<number> => {
  const columns = file.columns.map(storedName);
  switch (file.spec.table) {
    case 'commission_entries':
      return replaceCommissionEntries(session);
    case 'customers':
    case 'city_routes':
      return (await session.query(routeAwareUpsert(file, columns))).rowCount;
    case 'users':
      return (await session.query(usersUpsert(file, columns))).rowCount;
    case 'order_items': {
      // On a first load there is nothing to delete: skip the anti-join over millions of rows.
      const wasEmpty = await tableIsEmpty(session, 'order_items');
      const list = columns.join(', ');
      const upserted = (
        await session.query(
          wasEmpty
            ? `insert into order_items (${list}) select ${list} from ${stagingTable(file.spec)}`
            : genericUpsert(file, columns),
        )
      ).rowCount;
      const deleted = wasEmpty ? 0 : await deleteMissing(session, file, 'order_number');
      if (wasEmpty) await rebuildOrderTotals(session);
      else await refreshOrderTotals(session, stagingTable(file.spec));
      return upserted + deleted;
    }
    case 'customer_representatives': {
      const upserted = (await session.query(genericUpsert(file, columns))).rowCount;
      return upserted + (await deleteMissingCustomerReps(session));
    }
    case 'prices':
    case 'skus':
    case 'stock':
    case 'customer_payment_conditions':
    case 'packs': {
      const upserted = (await session.query(genericUpsert(file, columns))).rowCount;
      return upserted + (await deleteMissing(session, file, listGroups[file.spec.table] ?? 'reference'));
    }
    default: {
      // Into an empty table a plain insert does the same for less; a repeated key still fails (23505).
      if (await tableIsEmpty(session, file.spec.table)) {
        const list = columns.join(', ');
        return (
          await session.query(
            `insert into ${file.spec.table} (${list}) select ${list} from ${stagingTable(file.spec)}`,
          )
        ).rowCount;
      }
      return (await session.query(genericUpsert(file, columns))).rowCount;
    }
  }
};
