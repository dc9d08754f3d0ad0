import { createHash } from 'node:crypto';
import { catalogAnswer, type PriceTableSource } from '@portal/contracts';
import { z } from 'zod';

// The catalog's ETag (docs/decisions/124). Its answer is made only of what the import writes (prices, grids, stock,
// products, photos, the customers' tables and orders), so the last import that committed names its version; the
// contract's own schema is part of the tag, so a server with another catalog shape never answers 304 to a copy of
// the old one.

const shape = createHash('sha256')
  .update(JSON.stringify(z.toJSONSchema(catalogAnswer, { io: 'output', unrepresentable: 'any' })))
  .digest('base64url')
  .slice(0, 12);

export type CatalogTagInput = {
  /** The last committed import's end (ISO 8601), null before any import. */
  importedAt: string | null;
  table: string | null;
  source: PriceTableSource | null;
  search?: string | undefined;
  collection?: string | undefined;
};

/**
 * A weak tag: the same answer is sent as brotli, gzip or plain text, equal in meaning but not byte for byte.
 */
export const catalogTag = (input: CatalogTagInput): string => {
  const digest = createHash('sha256')
    .update(
      JSON.stringify([
        shape,
        input.importedAt,
        input.table,
        input.source,
        input.search ?? null,
        input.collection ?? null,
      ]),
    )
    .digest('base64url')
    .slice(0, 27);
  return `W/"${digest}"`;
};

/** If-None-Match names this tag (or `*`), compared weakly as RFC 9110 §13.1.2 says. */
export const tagMatches = (ifNoneMatch: string | undefined, tag: string): boolean => {
  if (!ifNoneMatch) return false;
  const opaque = (value: string) => value.trim().replace(/^W\//, '');
  const wanted = opaque(tag);
  return ifNoneMatch.split(',').some((value) => value.trim() === '*' || opaque(value) === wanted);
};
