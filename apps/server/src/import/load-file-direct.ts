import { basename } from 'node:path';
import { copyLine, freeTextColumns } from './copy-text.ts';
import { CsvSplitter, NeedsFullParser } from './csv-splitter.ts';
import type { FileSpec } from './file-specs.ts';
import { Problems } from './problems.ts';
import { makeRowValidator, type RowValidator } from './row-validator.ts';
import type { Session } from './session.ts';
import type { StageOptions } from './stage-file.ts';
import { storedName } from './staging.ts';
import { decodedText, EncodingProblem } from './text-encoding.ts';

/** Thrown when the first-load path meets anything it leaves to the staged path (a bad row, an odd CSV). */
export class FallBackToStaging extends Error {}

// COPY chunks of ~64 KB: few trips through the stream machinery, bounded memory (PGlite groups them in 8 MB blobs).
const CHUNK_CHARS = 1 << 16;
const PROGRESS_EVERY = 50_000;

/** Validation left every field as it was (an empty field is NULL both ways): the CSV line is already COPY text. */
const unchanged = (values: (string | null)[], fields: string[]): boolean => {
  for (let index = 0; index < values.length; index += 1) {
    const value = values[index];
    if (value !== fields[index] && !(value === null && fields[index] === '')) return false;
  }
  return true;
};

/**
 * First load of one file (docs/decisions/014): validates every row like the staged path does, and COPYs the good
 * rows straight into the real, empty table: no staging table, no INSERT … SELECT, no line numbers. Any problem
 * throws FallBackToStaging at once; the caller rolls back and redoes the import through staging, which produces
 * the `file:line: column: reason` report. Returns the number of rows loaded.
 */
export const loadFileDirect = async (
  session: Session,
  spec: FileSpec,
  path: string,
  options: StageOptions = {},
): Promise<number> => {
  const file = basename(path);
  const problems = new Problems(1);
  const splitter = new CsvSplitter();
  const source = decodedText(path, options.encoding)[Symbol.asyncIterator]();
  let validator: RowValidator | undefined;
  let headerFields: string[] | undefined;
  const early: string[][] = [];
  const collect = (fields: string[]): void => {
    if (headerFields) early.push(fields);
    else headerFields = fields;
  };
  try {
    while (!headerFields) {
      const next = await source.next();
      if (next.done) {
        splitter.end(collect);
        break;
      }
      splitter.push(next.value, collect);
    }
    if (!headerFields) throw new FallBackToStaging(`${file}: sem cabeçalho`);
    validator = makeRowValidator(spec, file, headerFields, problems);
  } catch (error) {
    await source.return?.(undefined);
    if (error instanceof NeedsFullParser || error instanceof EncodingProblem)
      throw new FallBackToStaging(error.message);
    throw error;
  }
  if (!validator) throw new FallBackToStaging(`${file}: cabeçalho`);
  const { columns, validate, sameLayout, canonicalLine } = validator;
  const freeText = freeTextColumns(columns);

  let rows = 0;
  let text = '';
  let batch: (string | null)[][] = [];
  const take = (fields: string[], line?: string): void => {
    if (fields.length === 1 && fields[0] === '') return;
    // Line numbers only matter for messages, and messages come from the staged path.
    const values = validate(fields, 0);
    if (!values) throw new FallBackToStaging(problems.toArray()[0] ?? file);
    rows += 1;
    if (options.prepare) batch.push(values);
    else if (line !== undefined && sameLayout && unchanged(values, fields)) text += `${line}\n`;
    else text += copyLine(values, freeText);
    if (rows % PROGRESS_EVERY === 0) options.onProgress?.({ file, rows });
  };
  // A line already in canonical form is copied as it is (canonical-line.ts); the database checks what remains.
  const takeLine =
    canonicalLine && !options.prepare
      ? (line: string): boolean => {
          if (!canonicalLine.test(line)) return false;
          rows += 1;
          text += `${line}\n`;
          if (rows % PROGRESS_EVERY === 0) options.onProgress?.({ file, rows });
          return true;
        }
      : undefined;
  const drain = async (): Promise<string> => {
    if (options.prepare && batch.length > 0) {
      await options.prepare(batch, columns);
      for (const values of batch) text += copyLine(values, freeText);
      batch = [];
    }
    const out = text;
    text = '';
    return out;
  };

  async function* chunks(): AsyncGenerator<string> {
    try {
      for (const fields of early) take(fields);
      for (;;) {
        const next = await source.next();
        if (next.done) break;
        splitter.push(next.value, take, takeLine);
        if (text.length >= CHUNK_CHARS || batch.length >= 2_000) yield await drain();
      }
      splitter.end(take, takeLine);
      const last = await drain();
      if (last.length > 0) yield last;
    } catch (error) {
      if (error instanceof NeedsFullParser || error instanceof EncodingProblem)
        throw new FallBackToStaging(error.message);
      throw error;
    } finally {
      await source.return?.(undefined);
    }
  }

  await session.copyIn(spec.table, columns.map(storedName), chunks());
  options.onProgress?.({ file, rows });
  return rows;
};
