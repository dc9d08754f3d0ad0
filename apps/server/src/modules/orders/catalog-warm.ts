import { performance } from 'node:perf_hooks';
import { catalogCall, priceTableSources, type CatalogAnswer } from '@portal/contracts';
import type { Kysely } from 'kysely';
import { lastImportRun } from '../../db/import-runs.queries.ts';
import type { Database } from '../../db/database.ts';
import { answerSerializerCompiler } from '../../plugins/answer-serializer.ts';
import type { CatalogCache } from './catalog-cache.ts';
import { catalogAnswerOf, priceTables } from './catalog.queries.ts';

// After an import, each price table's whole catalog (no search, no collection), whichever way a screen names it, so
// the morning's first rep does not wait for its computation (docs/decisions/126).

let serializeCatalog: ((answer: unknown) => string) | undefined;
const serialized = (answer: unknown): string => {
  serializeCatalog ??= answerSerializerCompiler()({
    schema: catalogCall.answer,
    method: 'GET',
    url: catalogCall.url,
    httpStatus: '200',
  }) as (answer: unknown) => string;
  return serializeCatalog(answer);
};

/** Computes and keeps every table's catalog one after the other; resolves to how many and in how long. */
export const warmCatalogs = async (
  db: Kysely<Database>,
  cache: CatalogCache,
): Promise<{ tables: number; ms: number }> => {
  const started = performance.now();
  const run = await lastImportRun(db);
  const importedAt = run ? run.finishedAt.toISOString() : null;
  const tables = await priceTables(db);
  // One at a time: the reps' own calls go on meanwhile, and an identical one waits for this computation.
  for (const table of tables) {
    // Read once, kept under each source a screen may name it by (the answer says which).
    let read: Promise<CatalogAnswer> | undefined;
    for (const source of priceTableSources) {
      await cache.answer({ importedAt, table, source }, async () => {
        read ??= catalogAnswerOf(db, { table, source }, importedAt, {});
        return serialized({ ...(await read), priceTableSource: source });
      });
    }
  }
  return { tables: tables.length, ms: performance.now() - started };
};

/** warmCatalogs in the background: its failure is logged, never the import's. */
export const warmCatalogsAfterImport = (
  db: Kysely<Database>,
  cache: CatalogCache,
  log: { info: (fields: object, message: string) => void; error: (fields: object, message: string) => void },
): void => {
  warmCatalogs(db, cache).then(
    (warmed) => log.info(warmed, 'catálogos preparados depois da importação'),
    (error: unknown) => log.error({ err: error }, 'preparo dos catálogos depois da importação falhou'),
  );
};
