import { CsvSplitter } from './csv-splitter.ts';
import type { FileSpec } from './file-specs.ts';
import { Problems } from './problems.ts';
import { makeRowValidator } from './row-validator.ts';
import type { PrepareBatch } from './stage-file.ts';
import { readDecoded, type ImportEncoding } from './text-encoding.ts';

/**
 * Starts hashing users.csv's passwords at once, on libuv's pool, while the big files load (scrypt takes ~50 ms a
 * user; users.csv comes last in dependency order). The returned batch step uses a precomputed hash when the row's
 * user and password are the ones read here, and hashes anything else itself. A file it cannot read is simply left
 * to the plain step.
 */
export const prehashUsers = (
  spec: FileSpec,
  path: string,
  hash: PrepareBatch,
  encoding?: ImportEncoding,
): PrepareBatch => {
  const early = (async (): Promise<Map<string, { plain: string | null; hash: string | null }>> => {
    const records: string[][] = [];
    const splitter = new CsvSplitter();
    splitter.push(await readDecoded(path, encoding), (fields) => records.push(fields));
    splitter.end((fields) => records.push(fields));
    const [header, ...lines] = records;
    const validator = header ? makeRowValidator(spec, spec.file, header, new Problems(1)) : undefined;
    if (!validator) return new Map();
    const rows: (string | null)[][] = [];
    for (const fields of lines) {
      const values = validator.validate(fields, 0);
      if (values) rows.push(values);
    }
    const plains = rows.map((row) => [...row]);
    await hash(rows, validator.columns);
    const userAt = validator.columns.findIndex((column) => column.name === 'username');
    const passwordAt = validator.columns.findIndex((column) => column.name === 'password');
    return new Map(
      rows.map((row, index) => [
        row[userAt] ?? '',
        { plain: plains[index]?.[passwordAt] ?? null, hash: row[passwordAt] ?? null },
      ]),
    );
  })().catch(() => new Map<string, { plain: string | null; hash: string | null }>());

  return async (rows, columns) => {
    const known = await early;
    const userAt = columns.findIndex((column) => column.name === 'username');
    const passwordAt = columns.findIndex((column) => column.name === 'password');
    const rest: (string | null)[][] = [];
    for (const row of rows) {
      const found = known.get(row[userAt] ?? '');
      if (found && found.hash !== null && found.plain === row[passwordAt]) row[passwordAt] = found.hash;
      else rest.push(row);
    }
    if (rest.length > 0) await hash(rest, columns);
  };
};
