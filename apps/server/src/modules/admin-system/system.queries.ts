import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { EmbeddedEngine } from '../../db/embedded-engine.ts';

// An open database keeps its oid: asked once per engine.
const oidOf = new WeakMap<EmbeddedEngine, number>();

/** The database's directory under the data directory (base/<oid>), as PostgreSQL names it. */
const databaseOid = async (db: Kysely<Database>, engine: EmbeddedEngine): Promise<number> => {
  const known = oidOf.get(engine);
  if (known !== undefined) return known;
  const { rows } = await sql<{ oid: number }>`
    select oid::int as oid from pg_database where datname = current_database()`.execute(db);
  const oid = Number(rows[0]?.oid ?? 0);
  oidOf.set(engine, oid);
  return oid;
};

/**
 * The sum of the sizes of the files in a database's directory: what pg_database_size counts for a database
 * without tablespaces (the embedded engine has none). A file removed while counting counts as nothing, as there.
 */
const directoryBytes = async (directory: string): Promise<number> => {
  const names = await readdir(directory);
  const sizes = await Promise.all(
    names.map((name) =>
      stat(join(directory, name)).then(
        (entry) => entry.size,
        () => 0,
      ),
    ),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
};

/**
 * The database's size on disk as PostgreSQL counts it (both engines). The embedded engine's folder is read here,
 * beside the engine: pg_database_size there walks the files inside the engine's WebAssembly file system, slower,
 * and holds the one engine every other request waits for meanwhile.
 */
export const databaseBytes = async (handle: {
  db: Kysely<Database>;
  embedded?: EmbeddedEngine | undefined;
}): Promise<number> => {
  const { embedded } = handle;
  if (embedded?.dataDir !== undefined)
    return directoryBytes(join(embedded.dataDir, 'base', String(await databaseOid(handle.db, embedded))));
  const { rows } = await sql<{ bytes: number }>`select pg_database_size(current_database()) as bytes`.execute(
    handle.db,
  );
  return Number(rows[0]?.bytes ?? 0);
};
