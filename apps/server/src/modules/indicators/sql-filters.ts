import { sql, type RawBuilder } from 'kysely';

// The two filters every indicator shares, as parameterised SQL fragments. `null` reps = every rep (admin scope);
// an empty array matches nothing, so a filter that intersects to nobody answers zeros, not everything.

export const repIn = (column: string, reps: number[] | null): RawBuilder<boolean> =>
  reps === null ? sql<boolean>`true` : sql<boolean>`${sql.ref(column)} = any(${reps}::int[])`;

/** A quota-article filter: absent or empty keeps every article. */
export const articleIn = (column: string, articles: string[] | undefined): RawBuilder<boolean> =>
  articles === undefined || articles.length === 0
    ? sql<boolean>`true`
    : sql<boolean>`${sql.ref(column)} = any(${articles}::text[])`;
