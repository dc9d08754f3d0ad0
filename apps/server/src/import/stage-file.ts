import { basename } from 'node:path';
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import type { ColumnSpec, FileSpec } from './file-specs.ts';
import type { PhaseTimer } from './phase-timer.ts';
import type { Problems } from './problems.ts';
import { makeRowValidator } from './row-validator.ts';
import type { Session } from './session.ts';
import { csvField } from './copy-text.ts';
import { createStagingSql, stagingTable, storedName, type StagedFile } from './staging.ts';
import { decodedText, EncodingProblem, type ImportEncoding } from './text-encoding.ts';

/**
 * Lets a file rewrite its validated rows before staging (users.csv hashes passwords here). It must not
 * query the session: on PostgreSQL the connection is busy with the COPY while batches are prepared.
 */
export type PrepareBatch = (rows: (string | null)[][], columns: ColumnSpec[]) => Promise<void>;

export type StageOptions = {
  onProgress?: (event: { file: string; rows: number }) => void;
  prepare?: PrepareBatch;
  time?: PhaseTimer;
  encoding?: ImportEncoding;
  /** The file stopped being readable part-way (bad encoding, broken CSV): its staged rows are not the whole file. */
  onCutShort?: () => void;
};

const malformed = (file: string, line: number, error: unknown): string =>
  error instanceof EncodingProblem
    ? error.message
    : `${file}:${line}: CSV malformado: ${error instanceof Error ? error.message : String(error)}`;

const BATCH_ROWS = 2_000;
const PROGRESS_EVERY = 50_000;

const countNewlines = (fields: string[]): number => {
  let count = 0;
  for (const field of fields) {
    if (field.includes('\n')) count += field.split('\n').length - 1;
  }
  return count;
};

/**
 * Streams one CSV into its staging table: checks the header, validates every value (problems are
 * collected, bad rows are left out) and COPYs the good rows with their physical line number.
 * Returns undefined when the header is unusable.
 */
export const stageFile = async (
  session: Session,
  spec: FileSpec,
  path: string,
  problems: Problems,
  options: StageOptions = {},
): Promise<StagedFile | undefined> => {
  const file = basename(path);
  const text = Readable.from(decodedText(path, options.encoding));
  const parser = parse({ bom: true, relax_column_count: true });
  // pipe() does not pass a source's error on: a decoding problem must end the parser's reading with it.
  text.on('error', (error) => parser.destroy(error));
  text.pipe(parser);
  const records = parser[Symbol.asyncIterator]() as AsyncIterator<string[]>;
  const close = (): void => {
    text.destroy();
    parser.destroy();
  };

  let first: IteratorResult<string[]>;
  try {
    first = await records.next();
  } catch (error) {
    problems.add(malformed(file, 1, error));
    options.onCutShort?.();
    close();
    return undefined;
  }
  if (first.done) {
    problems.add(`${file}:1: arquivo vazio (sem cabeçalho)`);
    return undefined;
  }
  const validator = makeRowValidator(spec, file, first.value, problems);
  if (!validator) {
    close();
    return undefined;
  }
  const { columns, validate } = validator;

  await session.query(createStagingSql(spec, columns));

  let rows = 0;
  let line = 1 + countNewlines(first.value);
  async function* chunks(): AsyncGenerator<string> {
    let batch: (string | null)[][] = [];
    let lines: number[] = [];
    const flush = async (): Promise<string> => {
      if (options.prepare) await options.prepare(batch, columns);
      let text = '';
      for (let index = 0; index < batch.length; index += 1) {
        text += `${lines[index]},${(batch[index] ?? []).map(csvField).join(',')}\n`;
      }
      batch = [];
      lines = [];
      return text;
    };
    try {
      for (;;) {
        const next = await records.next();
        if (next.done) break;
        const fields = next.value;
        line += 1;
        const recordLine = line;
        line += countNewlines(fields);
        if (fields.length === 1 && fields[0] === '') continue;
        const values = validate(fields, recordLine);
        if (!values) continue;
        batch.push(values);
        lines.push(recordLine);
        rows += 1;
        if (batch.length >= BATCH_ROWS) yield await flush();
        if (rows % PROGRESS_EVERY === 0) options.onProgress?.({ file, rows });
      }
    } catch (error) {
      // csv-parse stops at the first malformed record (an unclosed quote, for instance).
      const at = (error as { lines?: number }).lines ?? line;
      problems.add(malformed(file, at, error));
      options.onCutShort?.();
      close();
    }
    if (batch.length > 0) yield await flush();
    options.onProgress?.({ file, rows });
  }

  const time: PhaseTimer = options.time ?? ((_phase, _file, work) => work());
  await time('stage-copy', file, () =>
    session.copyIn(stagingTable(spec), ['line', ...columns.map(storedName)], chunks()),
  );
  // Staging statistics only need row counts and rough distributions for the check queries' plans:
  // a small sample is enough and much cheaper on million-row files.
  await time('stage-analyze', file, async () => {
    await session.query('set local default_statistics_target = 10');
    await session.query(`analyze ${stagingTable(spec)}`);
    await session.query('set local default_statistics_target to default');
  });
  return { spec, columns, rows };
};
