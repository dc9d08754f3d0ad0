import { sql, type RawBuilder } from 'kysely';

// Case- and accent-insensitive matching that runs the same on PGlite (PostgreSQL 17) and PostgreSQL 15 without the
// unaccent extension (PGlite would need it loaded at start). translate() first, then lower(): lower() of a
// non-ASCII letter depends on the database locale (C leaves 'Ã' alone), of an ASCII one it never does.
const ACCENTED = 'áàâãäåéèêëíìîïóòôõöúùûüçñýÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝ';
const PLAIN = 'aaaaaaeeeeiiiiooooouuuucnyAAAAAAEEEEIIIIOOOOOUUUUCNY';

/** The folded form of a SQL text expression. */
export const fold = (expression: RawBuilder<unknown>): RawBuilder<string> =>
  sql<string>`lower(translate(${expression}, ${sql.lit(ACCENTED)}, ${sql.lit(PLAIN)}))`;

/** LIKE wildcards in user text are matched literally. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** `%text%` and `text%` patterns of the folded user text, as SQL expressions. */
export const patterns = (text: string): { contains: RawBuilder<string>; startsWith: RawBuilder<string> } => {
  const folded = fold(sql`${escapeLike(text)}::text`);
  return { contains: sql<string>`'%' || ${folded} || '%'`, startsWith: sql<string>`${folded} || '%'` };
};
