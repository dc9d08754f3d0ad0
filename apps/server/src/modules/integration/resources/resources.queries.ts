import { randomBytes } from 'node:crypto';
import { resourceFields, type FieldSpec, type SearchCondition } from '@portal/contracts';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DatabaseHandle } from '../../../db/connect.ts';
import type { Database } from '../../../db/database.ts';
import {
  afterKeysetSql,
  conditionsSql,
  keysetColumnsSql,
  orderBySql,
  selectListSql,
  type ParsedSort,
} from './resource-conditions.ts';
import type { ResourceDefinition } from './resource-definitions.ts';

// Reads of the integration resources: one row by id, one page, or every row through a database cursor.

export type ResourceRowValue = string | number | boolean | null;
export type ResourceRecord = Record<string, ResourceRowValue>;

export type ResourceSearch = {
  reps: number[] | null;
  conditions: SearchCondition[];
  join: 'and' | 'or';
  sort: ParsedSort;
};

/** Decimal text (rounded in SQL) → JSON number at the edge; int8 → number. */
export const toRecord = (definition: ResourceDefinition, row: Record<string, unknown>): ResourceRecord => {
  const fields: Record<string, FieldSpec> = resourceFields[definition.name];
  const record: ResourceRecord = {};
  for (const [field, spec] of Object.entries(fields)) {
    const value = row[field] as ResourceRowValue | undefined;
    record[field] =
      value === null || value === undefined
        ? null
        : spec.type === 'integer' || spec.type === 'money'
          ? Number(value)
          : value;
  }
  return record;
};

const whereSql = (
  definition: ResourceDefinition,
  search: Omit<ResourceSearch, 'sort'>,
): RawBuilder<boolean> =>
  sql<boolean>`${definition.scope(search.reps)} and ${conditionsSql(definition, search.conditions, search.join)}`;

const selectSql = (
  definition: ResourceDefinition,
  search: ResourceSearch,
): RawBuilder<Record<string, unknown>> =>
  sql<Record<string, unknown>>`select ${selectListSql(definition)} from ${sql.raw(definition.from)}
    where ${whereSql(definition, search)} order by ${orderBySql(definition, search.sort)}`;

/** One row by its id, only when the reps may read it (else undefined: the caller answers 404). */
export const resourceRowById = async (
  db: Kysely<Database>,
  definition: ResourceDefinition,
  filter: { reps: number[] | null; id: string },
): Promise<ResourceRecord | undefined> => {
  const idWhere = definition.idWhere(filter.id);
  if (!idWhere) return undefined;
  const { rows } = await sql<Record<string, unknown>>`
    select ${selectListSql(definition)} from ${sql.raw(definition.from)}
    where ${definition.scope(filter.reps)} and ${idWhere}
    limit 1`.execute(db);
  return rows[0] ? toRecord(definition, rows[0]) : undefined;
};

/** How many rows match: a page's `totalElements` and the export's row count alike. */
const resourceCount = async (
  db: Kysely<Database>,
  definition: ResourceDefinition,
  search: Omit<ResourceSearch, 'sort'>,
): Promise<number> => {
  const { rows } = await sql<{ total: number | string }>`
    select count(*)::int8 as total from ${sql.raw(definition.from)} where ${whereSql(definition, search)}`.execute(
    db,
  );
  return Number(rows[0]?.total ?? 0);
};

/** One page of the search plus the total count of matching rows. */
export const resourcePageOf = async (
  db: Kysely<Database>,
  definition: ResourceDefinition,
  search: ResourceSearch & { page: number; size: number },
): Promise<{ rows: ResourceRecord[]; total: number }> => {
  const { rows } = await sql<Record<string, unknown>>`${selectSql(definition, search)}
    limit ${search.size} offset ${search.page * search.size}`.execute(db);
  return {
    rows: rows.map((row) => toRecord(definition, row)),
    total: await resourceCount(db, definition, search),
  };
};

/** An export's rows: how many there are, then the rows themselves batch by batch; `close` frees what they hold. */
export type ResourceRows = {
  total: number;
  batches: AsyncGenerator<ResourceRecord[]>;
  /** Safe to call more than once, and before the batches were read (a client gone before the first byte). */
  close: () => Promise<void>;
};

/**
 * Every matching row, `batchSize` at a time, so an export of a million rows never sits in memory
 * (docs/decisions/061), and their count first, for the header (docs/decisions/172). PostgreSQL: a server-side
 * cursor (DECLARE … FETCH) inside a read-only REPEATABLE READ transaction on one pooled connection, so the count
 * and the cursor read one snapshot (under READ COMMITTED each statement would take its own); each FETCH is its
 * own short statement, so the statement timeout never cuts an export. PGlite has a single connection, and an open
 * transaction would queue every other request behind the export, so there the count is a plain query and each
 * batch is its own keyset query (rows after the last one read, in the same order): other requests run between
 * batches, and an import between two of them can make the count differ from the rows sent. A keyset over the
 * default sort walks the primary key; over a computed field each batch re-sorts, which is fine at PGlite's scale.
 */
export const openResourceRows = async (
  handle: DatabaseHandle,
  definition: ResourceDefinition,
  search: ResourceSearch,
  batchSize = 2_000,
): Promise<ResourceRows> => {
  if (handle.kind === 'postgres') {
    const cursor = sql.raw(`export_${randomBytes(6).toString('hex')}`);
    const trx = await handle.readDb
      .startTransaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute();
    let closing: Promise<void> | undefined;
    // Without commit: an error, or a consumer that stopped early (client gone), rolls back.
    const close = () =>
      (closing ??= trx.isCommitted || trx.isRolledBack ? Promise.resolve() : trx.rollback().execute());
    let total: number;
    try {
      total = await resourceCount(trx, definition, search);
      await sql`declare ${cursor} no scroll cursor for ${selectSql(definition, search)}`.execute(trx);
    } catch (error) {
      await close();
      throw error;
    }
    async function* batches(): AsyncGenerator<ResourceRecord[]> {
      try {
        while (!closing) {
          const { rows } = await sql<
            Record<string, unknown>
          >`fetch ${sql.raw(String(batchSize))} from ${cursor}`.execute(trx);
          if (rows.length > 0) yield rows.map((row) => toRecord(definition, row));
          if (rows.length < batchSize) break;
        }
        if (!closing) await trx.commit().execute();
      } finally {
        await close();
      }
    }
    return { total, batches: batches(), close };
  }
  const total = await resourceCount(handle.readDb, definition, search);
  async function* batches(): AsyncGenerator<ResourceRecord[]> {
    let last: Record<string, unknown> | undefined;
    for (;;) {
      const after = last ? afterKeysetSql(definition, search.sort, last) : sql<boolean>`true`;
      const { rows } = await sql<Record<string, unknown>>`
        select ${selectListSql(definition)}, ${keysetColumnsSql(definition, search.sort)}
        from ${sql.raw(definition.from)}
        where ${whereSql(definition, search)} and ${after}
        order by ${orderBySql(definition, search.sort)}
        limit ${batchSize}`.execute(handle.readDb);
      if (rows.length > 0) yield rows.map((row) => toRecord(definition, row));
      if (rows.length < batchSize) break;
      last = rows[rows.length - 1];
    }
  }
  return { total, batches: batches(), close: async () => {} };
};
