import { statSync } from 'node:fs';
import { join } from 'node:path';
import { suspendConstraints } from './bulk-mode.ts';
import type { FileSpec, ReferenceSpec } from './file-specs.ts';
import { makeUserPasswordHasher } from './hash-user-passwords.ts';
import { FallBackToStaging, loadFileDirect } from './load-file-direct.ts';
import { rebuildOrderTotals } from './order-totals.ts';
import type { PhaseTimer } from './phase-timer.ts';
import { prehashUsers } from './prehash-users.ts';
import type { Session } from './session.ts';
import type { StageOptions } from './stage-file.ts';
import type { ImportEncoding } from './text-encoding.ts';
import { tableIsEmpty } from './upsert.ts';

// A file this big has its foreign keys and secondary indexes dropped for the COPY and rebuilt after
// (docs/decisions/013): one sort per index beats millions of index insertions and trigger calls.
const BULK_MIN_BYTES = 1 << 20;

export type FirstLoadOptions = {
  onProgress?: StageOptions['onProgress'];
  onWrite?: (file: string, rows: number) => void;
  /** Files at least this big load with keys and indexes suspended (tests lower it to cover that path). */
  bulkMinBytes?: number;
  encoding?: ImportEncoding;
};

/** True when every table the folder loads is empty: a first load, where no row can be an update. */
export const isFirstLoad = async (session: Session, specs: FileSpec[]): Promise<boolean> => {
  for (const spec of specs) if (!(await tableIsEmpty(session, spec.table))) return false;
  return true;
};

/** Is `reference` enforced by a foreign key of the table (after its rebuild)? */
const hasForeignKey = async (session: Session, table: string, reference: ReferenceSpec): Promise<boolean> => {
  const { rows } = await session.query<{ found: boolean }>(
    `select exists (
       select 1 from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        where c.conrelid = $1::regclass and c.contype = 'f' and cardinality(c.conkey) = 1
          and c.confrelid = $2::regclass and a.attname = $3) as found`,
    [table, reference.table, reference.column],
  );
  return Boolean(rows[0]?.found);
};

/** A reference the schema does not enforce (users.representative_id, where 0 means any) is checked here. */
const checkUnenforcedReferences = async (
  session: Session,
  spec: FileSpec,
  columns: string[],
): Promise<void> => {
  for (const reference of spec.references) {
    if (!columns.includes(reference.column)) continue;
    if (await hasForeignKey(session, spec.table, reference)) continue;
    const zero = reference.zeroMeansNone ? `and c.${reference.column} <> 0` : '';
    const { rows } = await session.query<{ found: boolean }>(
      `select exists (select 1 from ${spec.table} c where c.${reference.column} is not null ${zero}
          and not exists (select 1 from ${reference.table} p where p.${reference.parentColumn} = c.${reference.column})) as found`,
    );
    if (rows[0]?.found) throw new FallBackToStaging(`${spec.file}: ${reference.column}`);
  }
};

/**
 * The first load of an empty database (docs/decisions/014): each file, in dependency order, is validated and
 * COPYed straight into its table; the schema's own keys and foreign keys check repeats and references (a
 * violation throws), and a FallBackToStaging or integrity error sends the caller to the staged path for the
 * detailed report. Returns the rows loaded per file.
 */
export const loadFirstTime = async (
  session: Session,
  dir: string,
  specs: FileSpec[],
  time: PhaseTimer,
  options: FirstLoadOptions = {},
): Promise<Record<string, number>> => {
  const counts: Record<string, number> = {};
  if (session.kind === 'postgres') {
    // Index and foreign-key rebuilds sort whole tables: give them room (reverted at commit).
    await session.query(`set local maintenance_work_mem = '512MB'`);
    await session.query(`set local work_mem = '64MB'`);
  }
  const users = specs.find((spec) => spec.table === 'users');
  // One hash at a time: the loads below keep Node's main thread and PostgreSQL busy meanwhile.
  const passwords = users ? await makeUserPasswordHasher(session, { concurrency: 1 }) : undefined;
  const hashUsers =
    users && passwords
      ? prehashUsers(users, join(dir, users.file), passwords.prepare, options.encoding)
      : undefined;
  for (const spec of specs) {
    const path = join(dir, spec.file);
    const bulk = statSync(path).size >= (options.bulkMinBytes ?? BULK_MIN_BYTES);
    const restore = bulk
      ? await time('drop-constraints', spec.file, () =>
          suspendConstraints(session, spec.table, { keys: true }),
        )
      : undefined;
    const prepare = spec === users ? hashUsers : undefined;
    const rows = await time('load', spec.file, () =>
      loadFileDirect(session, spec, path, {
        ...(options.onProgress ? { onProgress: options.onProgress } : {}),
        ...(prepare ? { prepare } : {}),
        ...(options.encoding ? { encoding: options.encoding } : {}),
      }),
    );
    counts[spec.file] = rows;
    if (restore) {
      options.onWrite?.(spec.file, rows);
      await time('rebuild-constraints', spec.file, restore);
    }
    if (spec === users) await passwords?.remember(session);
    if (spec.table === 'order_items')
      await time('order-totals', spec.file, () => rebuildOrderTotals(session));
    await time('references', spec.file, () =>
      checkUnenforcedReferences(
        session,
        spec,
        spec.columns.map((column) => column.name),
      ),
    );
  }
  return counts;
};

/** Errors after which the staged path must redo the import to explain them line by line. */
export const shouldFallBack = (error: unknown): boolean => {
  if (error instanceof FallBackToStaging) return true;
  const code = (error as { code?: unknown }).code;
  // 22xxx: a value the database refused; 23xxx: a key, foreign key or check constraint.
  return typeof code === 'string' && (code.startsWith('22') || code.startsWith('23'));
};
