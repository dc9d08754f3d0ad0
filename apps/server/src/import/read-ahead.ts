import { basename } from 'node:path';
import type { ColumnSpec, FileSpec } from './file-specs.ts';
import { CsvSplitter, NeedsFullParser } from './csv-splitter.ts';
import { FallBackToStaging, textOf, unchanged } from './load-file-direct.ts';
import { Problems } from './problems.ts';
import { makeRowValidator, type RowValidator } from './row-validator.ts';
import type { Session } from './session.ts';
import { storedName } from './staging.ts';

const PROGRESS_EVERY = 50_000;

/** A file read and validated ahead of its load. */
export type ReadAhead = {
  rows: number;
  columns: ColumnSpec[];
  /** Every row is good and its own text is already its COPY text: the file can be copied as it is. */
  asIs: boolean;
};

export type ReadAheadOptions = {
  onProgress?: (event: { file: string; rows: number }) => void;
  /** Checked between chunks: the load gave up (another file failed), so stop spending the CPU. */
  stopped?: () => boolean;
};

/**
 * Validates a whole file with the same row validator as the loads (docs/decisions/014, update), without writing it
 * anywhere. It runs while PostgreSQL is busy with the files before it (their COPY and index rebuilds leave Node's
 * thread idle), so a file whose text needs no change is then copied as it is, at the speed of a bare COPY. Any bad
 * row or unusual CSV throws FallBackToStaging, as the direct load does.
 */
export const readAhead = async (
  spec: FileSpec,
  path: string,
  options: ReadAheadOptions = {},
): Promise<ReadAhead> => {
  const file = basename(path);
  const problems = new Problems(1);
  const splitter = new CsvSplitter();
  let validator: RowValidator | undefined;
  let headerRead = false;
  let asIs = true;
  let rows = 0;
  const take = (fields: string[], line?: string): void => {
    if (!headerRead) {
      headerRead = true;
      validator = makeRowValidator(spec, file, fields, problems);
      if (!validator) throw new FallBackToStaging(problems.toArray()[0] ?? `${file}: cabeçalho`);
      asIs = validator.sameLayout;
      return;
    }
    // An empty line is skipped by the loads, but COPY would read it as a row.
    if (fields.length === 1 && fields[0] === '') {
      asIs = false;
      return;
    }
    const values = (validator as RowValidator).validate(fields, 0);
    if (!values) throw new FallBackToStaging(problems.toArray()[0] ?? file);
    rows += 1;
    // A quoted record (no `line`) or a value the validator normalised needs the validated text instead.
    if (asIs && (line === undefined || !unchanged(values, fields))) asIs = false;
    if (rows % PROGRESS_EVERY === 0) options.onProgress?.({ file, rows });
  };
  try {
    for await (const chunk of textOf(path)) {
      if (options.stopped?.()) throw new FallBackToStaging(`${file}: leitura interrompida`);
      splitter.push(chunk, take);
    }
    splitter.end(take);
  } catch (error) {
    if (error instanceof NeedsFullParser) throw new FallBackToStaging(error.message);
    throw error;
  }
  if (!validator) throw new FallBackToStaging(`${file}: sem cabeçalho`);
  options.onProgress?.({ file, rows });
  return { rows, columns: validator.columns, asIs };
};

/** Copies a file read ahead as `asIs`: its text after the header line, unchanged. */
export const copyAsIs = async (
  session: Session,
  spec: FileSpec,
  path: string,
  ahead: ReadAhead,
): Promise<number> => {
  async function* body(): AsyncGenerator<string> {
    let inHeader = true;
    for await (const chunk of textOf(path)) {
      if (!inHeader) {
        yield chunk;
        continue;
      }
      // The header is exactly the spec's column names (asIs), so it ends at the first line break.
      const end = chunk.indexOf('\n');
      if (end < 0) continue;
      inHeader = false;
      if (end + 1 < chunk.length) yield chunk.slice(end + 1);
    }
  }
  await session.copyIn(spec.table, ahead.columns.map(storedName), body());
  return ahead.rows;
};
