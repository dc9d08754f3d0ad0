import type { ColumnSpec } from './file-specs.ts';

/** One COPY (format csv) field: empty unquoted is NULL; anything that could confuse the parser is quoted. */
export const csvField = (value: string | null): string => {
  if (value === null) return '';
  if (value === '' || /[",\n\r]/.test(value)) return `"${value.replace(/"/g, '""')}"`;
  return value;
};

// Validated numbers, dates, booleans, CNPJs, codes and enum values cannot hold a comma, quote or line break:
// only free text needs the quoting test, which saves a regex per value on the big numeric files.
const FREE_TEXT = new Set(['text', 'username', 'password']);

/** Per column: does a value need csvField, or can it be written as is (null still becomes empty)? */
export const freeTextColumns = (columns: ColumnSpec[]): boolean[] =>
  columns.map((column) => typeof column.type === 'string' && FREE_TEXT.has(column.type));

/** One validated row as a COPY csv line. */
export const copyLine = (values: (string | null)[], freeText: boolean[]): string => {
  let line = '';
  for (let index = 0; index < values.length; index += 1) {
    const value = values[index] ?? null;
    if (index > 0) line += ',';
    if (value === null) continue;
    line += freeText[index] || value === '' ? csvField(value) : value;
  }
  return `${line}\n`;
};
