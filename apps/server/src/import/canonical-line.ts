import type { ColumnSpec, FileSpec } from './file-specs.ts';

/**
 * The first load's shortcut (docs/decisions/014): one regular expression per file that matches
 * a CSV line only when every field is already in the form the validator would leave unchanged. Such a line is
 * copied as it is, without being cut into fields or checked field by field.
 *
 * What the expression cannot see, the database refuses, and any refusal sends the import to the staged path,
 * whose messages are the reference:
 * - a date like 2023-02-30 (the expression checks the shape, year 1900–2999, month and day ranges);
 * - a CNPJ with wrong check digits in a column that references customers: it cannot be one of the customers,
 *   whose own file is always checked field by field, so the foreign key refuses it;
 * - the row checks of files listed in ROW_CHECKS_IN_SCHEMA, which the schema repeats as CHECK constraints.
 * Integers are bounded by their digit count so none can overflow or leave its range; anything else (a leading zero,
 * a blank at an end, an empty field that takes a default, a range the digits cannot express) fails the expression
 * and the line takes the field-by-field path, which gives the same values or the same refusal.
 */

// Files whose cross-column check (row-checks.ts) the schema also enforces, so a line may skip it.
const ROW_CHECKS_IN_SCHEMA = new Set(['receivables.csv']);

/** Free text: no comma, quote or line break; not blank at either end (the validator would trim it). */
const TEXT = String.raw`[^\s,"](?:[^,"\r\n]*[^\s,"])?`;
const DATE = String.raw`(?:19|2\d)\d\d-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])`;
// Nine digits never pass 2^31 − 1; a tenth goes the long way.
const INT_DIGITS = 9;
const BIGINT_DIGITS = 18;

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Digits after the first, given the column's maximum: only maxima of the form 10^k − 1 are expressible. */
const extraDigits = (column: ColumnSpec, byType: number): number | undefined => {
  if (column.max === undefined) return byType - 1;
  const digits = String(column.max + 1).length - 1;
  return column.max + 1 === 10 ** digits && digits <= byType ? digits - 1 : undefined;
};

/** An integer as String(Number(raw)) writes it, inside the column's range: no sign, no leading zero. */
const integer = (column: ColumnSpec, byType: number): string | undefined => {
  const extra = extraDigits(column, byType);
  if (extra === undefined || column.min === undefined || column.min > 1 || column.min < 0) return undefined;
  const positive = extra > 0 ? `[1-9]\\d{0,${extra}}` : '[1-9]';
  return column.min === 0 ? `(?:0|${positive})` : positive;
};

/** A non-negative decimal with at most two places whose integer part keeps it under the column's maximum. */
const decimal = (column: ColumnSpec): string | undefined => {
  if (column.min !== 0 || column.max === undefined) return undefined;
  const digits = String(column.max + 1).length - 1;
  if (column.max + 1 !== 10 ** digits || digits < 2) return undefined;
  // One digit fewer than the maximum has, so a fraction cannot push the value over it.
  return String.raw`\d{1,${digits - 1}}(?:\.\d{1,2})?`;
};

/** The expression of one non-empty field, or undefined when the column's check cannot be left to it. */
const valuePattern = (column: ColumnSpec, referenced: boolean): string | undefined => {
  const type = column.type;
  if (typeof type === 'object') return `(?:${type.enum.map(escapeRegExp).join('|')})`;
  switch (type) {
    case 'text':
      return TEXT;
    case 'int':
      return integer(column, INT_DIGITS);
    case 'bigint':
      return integer(column, BIGINT_DIGITS);
    case 'decimal':
      return decimal(column);
    case 'date':
      return DATE;
    case 'cnpj':
      return referenced ? String.raw`\d{14}` : undefined;
    default:
      return undefined;
  }
};

const fieldPattern = (column: ColumnSpec, referenced: boolean): string | undefined => {
  const value = valuePattern(column, referenced);
  if (value === undefined) return undefined;
  // An empty field that takes a default is rewritten by the validator: only a nullable one is copied as it is.
  return column.nullable && column.emptyAs === undefined ? `(?:${value})?` : value;
};

/**
 * The expression for the lines of `spec` whose header is exactly `columns`, or undefined when some column's check
 * cannot be left to an expression and the database (then every line goes field by field).
 */
export const canonicalLinePattern = (
  spec: FileSpec,
  columns: ColumnSpec[],
  hasRowCheck: boolean,
): RegExp | undefined => {
  if (hasRowCheck && !ROW_CHECKS_IN_SCHEMA.has(spec.file)) return undefined;
  const referenced = new Set(spec.references.map((reference) => reference.column));
  const fields: string[] = [];
  for (const column of columns) {
    const field = fieldPattern(column, referenced.has(column.name));
    if (field === undefined) return undefined;
    fields.push(field);
  }
  // Built from the file specs' constants (enum values escaped), never from a file's text.
  // eslint-disable-next-line security/detect-non-literal-regexp -- see above
  return new RegExp(`^${fields.join(',')}$`);
};
