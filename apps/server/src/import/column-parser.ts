import type { ColumnSpec } from './file-specs.ts';
import { Invalid, makeFieldParser } from './value-parsers.ts';

export type ColumnParser = (field: string | undefined) => string | null | Invalid;

// Types whose values repeat across millions of rows (a customer's CNPJ in every receivable, a few thousand dates)
// and whose check costs more than a map lookup (CNPJ check digits, date regex and calendar).
const REPEATING = new Set(['cnpj', 'date', 'month', 'ibge', 'uf', 'bool']);
// Enough for every customer of the large set; past it, values are checked without being remembered.
const MAX_REMEMBERED = 500_000;

/** The field check of one column, remembering answers for repeating types (the answer depends on the text alone). */
export const makeColumnParser = (column: ColumnSpec): ColumnParser => {
  const parse = makeFieldParser(column);
  const repeating = typeof column.type === 'object' || REPEATING.has(column.type);
  if (!repeating) return parse;
  const known = new Map<string, string | null | Invalid>();
  return (field) => {
    if (field === undefined) return parse(field);
    const found = known.get(field);
    if (found !== undefined) return found;
    const parsed = parse(field);
    if (known.size < MAX_REMEMBERED) known.set(field, parsed);
    return parsed;
  };
};
