import { sql, type RawBuilder } from 'kysely';

// Parameterised SQL fragments for the filters every report, indicator and integration call shares. A `null` rep
// list is the admin's "every rep"; an empty list matches nothing (a filter that intersects to nobody answers [] or
// zeros, never everything). Absent or empty value filters keep everything.

export const repIn = (column: string, reps: number[] | null): RawBuilder<boolean> =>
  reps === null ? sql<boolean>`true` : sql<boolean>`${sql.ref(column)} = any(${reps}::int[])`;

export const intIn = (column: string, values: number[] | undefined): RawBuilder<boolean> =>
  values === undefined || values.length === 0
    ? sql<boolean>`true`
    : sql<boolean>`${sql.ref(column)} = any(${values}::int[])`;

export const textIn = (column: string, values: string[] | undefined): RawBuilder<boolean> =>
  values === undefined || values.length === 0
    ? sql<boolean>`true`
    : sql<boolean>`${sql.ref(column)} = any(${values}::text[])`;

/** customers.register is char(14): compare as bpchar so the index serves it. */
export const registerIn = (column: string, registers: string[] | undefined): RawBuilder<boolean> =>
  registers === undefined || registers.length === 0
    ? sql<boolean>`true`
    : sql<boolean>`${sql.ref(column)} = any(${registers}::bpchar[])`;

/**
 * The orders (or items) of `reps` whose customer is one of `registers`, for a list of every customer in scope.
 * With reps, the rows come from the rep's index and the list only filters them: compared as text it is hashed once
 * (PostgreSQL walks a char(14) array element by element for every row). Without reps (the admin's whole company), the char(14) form lets the customer index find them.
 */
export const registerAmong = (
  column: string,
  registers: string[],
  reps: number[] | null,
): RawBuilder<boolean> =>
  reps === null
    ? sql<boolean>`${sql.ref(column)} = any(${registers}::bpchar[])`
    : sql<boolean>`${sql.ref(column)}::text = any(${registers}::text[])`;

export const intEquals = (column: string, value: number | undefined): RawBuilder<boolean> =>
  value === undefined ? sql<boolean>`true` : sql<boolean>`${sql.ref(column)} = ${value}`;
