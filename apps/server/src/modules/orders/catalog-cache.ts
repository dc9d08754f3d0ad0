import { promisify } from 'node:util';
import { brotliCompress, brotliDecompressSync, constants, gzip, type InputType } from 'node:zlib';
import { LRUCache } from 'lru-cache';

// The catalog's answers, kept per process and shared by every user (docs/decisions/125). Its content is made only of
// what the import writes, so an answer is named by the last import and what was asked (table, its source, search,
// collection), never by who asked: the scope check on the customer runs before, on every call.

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const brotliOptions = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};

/** One answer, serialised and compressed once in each encoding a client may take. */
export type KeptCatalog = { br: Buffer; gzip: Buffer };

export type CatalogKey = {
  /** The last committed import's end (ISO 8601), null before any import. */
  importedAt: string | null;
  table: string | null;
  source: string | null;
  search?: string | undefined;
  collection?: string | undefined;
};

export type CatalogCache = {
  /** The kept answer, else the one being computed, else computes it with `compute` (which gives its serialised JSON). */
  answer: (
    key: CatalogKey,
    compute: () => Promise<InputType>,
  ) => Promise<{ kept: KeptCatalog; source: 'hit' | 'shared' | 'miss' }>;
  use: () => { usedBytes: number; maxBytes: number; answers: number };
};

export const keptAsText = (kept: KeptCatalog): string => brotliDecompressSync(kept.br).toString('utf8');

const compressed = async (text: InputType): Promise<KeptCatalog> => {
  const [br, gz] = await Promise.all([brotliAsync(text, brotliOptions), gzipAsync(text)]);
  return { br, gzip: gz };
};

/** maxMb 0: nothing kept, but identical calls at the same time still share one computation. */
export const catalogCache = (maxMb: number): CatalogCache => {
  const answers = new LRUCache<string, KeptCatalog>({
    maxSize: Math.max(1, maxMb * 1024 * 1024),
    sizeCalculation: (kept, key) => kept.br.length + kept.gzip.length + key.length,
  });
  const inFlight = new Map<string, Promise<KeptCatalog>>();
  // Answers of an older import are never asked again (their key names it): dropped at once rather than left to age.
  let importedAt: string | null | undefined;

  return {
    answer: async (key, compute) => {
      // A call that read the last import just before a newer one committed must not drop the newer answers.
      if (importedAt === undefined || (key.importedAt ?? '') > (importedAt ?? '')) {
        if (key.importedAt !== importedAt) answers.clear();
        importedAt = key.importedAt;
      }
      const name = JSON.stringify([
        key.importedAt,
        key.table,
        key.source,
        key.search ?? null,
        key.collection ?? null,
      ]);
      const kept = answers.get(name);
      if (kept) return { kept, source: 'hit' };
      const computing = inFlight.get(name);
      if (computing) return { kept: await computing, source: 'shared' };
      const computed = compute().then(compressed);
      inFlight.set(name, computed);
      try {
        const fresh = await computed;
        // An import that ended meanwhile has already dropped this one's siblings: not kept beside the new ones.
        if (maxMb > 0 && key.importedAt === importedAt) answers.set(name, fresh);
        return { kept: fresh, source: 'miss' };
      } finally {
        inFlight.delete(name);
      }
    },
    use: () => ({ usedBytes: answers.calculatedSize, maxBytes: maxMb * 1024 * 1024, answers: answers.size }),
  };
};
