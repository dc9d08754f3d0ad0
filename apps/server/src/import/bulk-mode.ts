import type { Session } from './session.ts';

/**
 * For a bulk load (a first import, or a file as large as the table) the per-row foreign-key triggers and
 * secondary-index updates cost more than checking and building them once afterwards. Inside the import
 * transaction the table's foreign keys and secondary indexes are dropped and re-created from their own
 * definitions (pg_get_constraintdef / pg_get_indexdef), so the schema after commit is identical and a
 * rollback restores it. See docs/decisions/013-bulk-load-rebuilds-indexes.md.
 */
const BULK_MIN_ROWS = 50_000;

type Definition = { name: string; def: string };

const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

export const shouldBulkLoad = async (
  session: Session,
  table: string,
  stagedRows: number,
): Promise<boolean> => {
  if (stagedRows < BULK_MIN_ROWS) return false;
  const { rows } = await session.query<{ estimate: number | string }>(
    `select greatest(reltuples, 0)::bigint as estimate from pg_class where oid = $1::regclass`,
    [table],
  );
  // Rebuilding re-checks every row of the table: worth it only when most of the file is new rows
  // (a first load). A nightly re-import of a similar file updates in place instead.
  return Number(rows[0]?.estimate ?? 0) * 2 < stagedRows;
};

/**
 * Drops the foreign keys and secondary indexes of `table`; the returned function re-creates them. With
 * `keys: true` (a first load into an empty table, docs/decisions/014) the primary key and unique constraints go
 * too, with the foreign keys of other tables that point at them: building a key index once by sorting beats
 * millions of random insertions into it, and a repeated key still fails when the key is re-created.
 */
export const suspendConstraints = async (
  session: Session,
  table: string,
  { keys = false }: { keys?: boolean } = {},
): Promise<() => Promise<void>> => {
  const { rows: foreignKeys } = await session.query<Definition>(
    `select conname as name, pg_get_constraintdef(oid) as def
       from pg_constraint where conrelid = $1::regclass and contype = 'f' order by conname`,
    [table],
  );
  const { rows: indexes } = await session.query<Definition>(
    `select c.relname as name, pg_get_indexdef(i.indexrelid) as def
       from pg_index i join pg_class c on c.oid = i.indexrelid
      where i.indrelid = $1::regclass
        and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
      order by c.relname`,
    [table],
  );
  const { rows: keyConstraints } = keys
    ? await session.query<Definition>(
        `select conname as name, pg_get_constraintdef(oid) as def
           from pg_constraint where conrelid = $1::regclass and contype in ('p', 'u') order by contype, conname`,
        [table],
      )
    : { rows: [] };
  const { rows: pointing } = keys
    ? await session.query<Definition & { owner: string }>(
        `select conrelid::regclass::text as owner, conname as name, pg_get_constraintdef(oid) as def
           from pg_constraint where confrelid = $1::regclass and conrelid <> confrelid and contype = 'f'
          order by 1, 2`,
        [table],
      )
    : { rows: [] };
  for (const fk of pointing)
    await session.query(`alter table ${fk.owner} drop constraint ${quoteIdent(fk.name)}`);
  for (const fk of foreignKeys)
    await session.query(`alter table ${table} drop constraint ${quoteIdent(fk.name)}`);
  for (const key of keyConstraints)
    await session.query(`alter table ${table} drop constraint ${quoteIdent(key.name)}`);
  for (const index of indexes) await session.query(`drop index ${quoteIdent(index.name)}`);
  return async () => {
    for (const key of keyConstraints)
      await session.query(`alter table ${table} add constraint ${quoteIdent(key.name)} ${key.def}`);
    for (const index of indexes) await session.query(index.def);
    for (const fk of foreignKeys)
      await session.query(`alter table ${table} add constraint ${quoteIdent(fk.name)} ${fk.def}`);
    for (const fk of pointing)
      await session.query(`alter table ${fk.owner} add constraint ${quoteIdent(fk.name)} ${fk.def}`);
  };
};
