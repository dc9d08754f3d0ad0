import { sql, type RawBuilder } from 'kysely';

// A receivable's terms (docs/domain.md §2), as fragments over a receivables alias, so the flag, the titles and
// the visit plan's facts read one definition of "overdue".

/** The extension date when set, else the due date, as SQL text (for the integration resources' column table). */
export const effectiveDueText = (alias: string): string =>
  `coalesce(${alias}.extension_date, ${alias}.due_date)`;

/** The extension date when set, else the due date. */
export const effectiveDue = (alias: string): RawBuilder<string> =>
  sql<string>`coalesce(${sql.ref(`${alias}.extension_date`)}, ${sql.ref(`${alias}.due_date`)})`;

/** Open, with a balance, and its effective due before today. */
export const isOverdue = (alias: string, today: string): RawBuilder<boolean> =>
  sql<boolean>`(${sql.ref(`${alias}.status`)} = 'open' and ${sql.ref(`${alias}.balance`)} > 0 and ${effectiveDue(alias)} < ${today}::date)`;
