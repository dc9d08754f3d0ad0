import type { ColumnSpec, FileSpec } from './file-specs.ts';
import type { Problems } from './problems.ts';
import { rowChecks } from './row-checks.ts';
import { canonicalLinePattern } from './canonical-line.ts';
import { makeColumnParser, type ColumnParser } from './column-parser.ts';
import { Invalid } from './value-parsers.ts';

/** Checks one file's rows against its spec; both load paths use it, so they accept exactly the same rows. */
export type RowValidator = {
  /** The spec's columns present in the header, in spec order (the COPY column list). */
  columns: ColumnSpec[];
  headerLength: number;
  /** The header is exactly the spec's columns in order: a row whose values are its fields can be copied as is. */
  sameLayout: boolean;
  /**
   * With sameLayout, matches a line whose every field validate() would leave as it is and whose remaining checks
   * the database repeats (canonical-line.ts); undefined when the file has a column no expression can check.
   */
  canonicalLine: RegExp | undefined;
  /** The normalised values of a good row, or undefined after reporting why it is bad. */
  validate: (fields: string[], line: number) => (string | null)[] | undefined;
};

/** Reads the header; reports missing required columns and returns undefined when any is missing. */
export const makeRowValidator = (
  spec: FileSpec,
  file: string,
  headerFields: string[],
  problems: Problems,
): RowValidator | undefined => {
  const header = headerFields.map((name) => name.trim());
  const position = new Map(header.map((name, index) => [name, index]));
  let headerOk = true;
  for (const column of spec.columns) {
    if (!position.has(column.name) && !column.optional) {
      problems.add(`${file}:1: ${column.name}: coluna obrigatória ausente`);
      headerOk = false;
    }
  }
  if (!headerOk) return undefined;
  const columns = spec.columns.filter((column) => position.has(column.name));
  const indexes = columns.map((column) => position.get(column.name) ?? -1);
  const namesIndex = new Map(columns.map((column, index) => [column.name, index]));
  const rowCheck = rowChecks[spec.file];
  const headerLength = header.length;
  const parsers = columns.map(makeColumnParser);

  const validate = (fields: string[], line: number): (string | null)[] | undefined => {
    if (fields.length !== headerLength) {
      problems.add(`${file}:${line}: linha com ${fields.length} campos, o cabeçalho tem ${headerLength}`);
      return undefined;
    }
    const values: (string | null)[] = new Array(columns.length);
    let ok = true;
    for (let index = 0; index < columns.length; index += 1) {
      const column = columns[index] as ColumnSpec;
      const parsed = (parsers[index] as ColumnParser)(fields[indexes[index] as number]);
      if (parsed instanceof Invalid) {
        problems.add(`${file}:${line}: ${column.name}: ${parsed.reason}`);
        ok = false;
      } else {
        values[index] = parsed;
      }
    }
    if (ok && rowCheck) {
      const failed = rowCheck((name) => {
        const at = namesIndex.get(name);
        return at === undefined ? null : (values[at] ?? null);
      });
      if (failed) {
        problems.add(`${file}:${line}: ${failed.column}: ${failed.reason}`);
        ok = false;
      }
    }
    return ok ? values : undefined;
  };
  const sameLayout = header.length === columns.length && indexes.every((at, index) => at === index);
  const canonicalLine = sameLayout ? canonicalLinePattern(spec, columns, Boolean(rowCheck)) : undefined;
  return { columns, headerLength, sameLayout, canonicalLine, validate };
};
