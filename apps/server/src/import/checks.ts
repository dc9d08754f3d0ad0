import type { Problems } from './problems.ts';
import type { Session } from './session.ts';
import { stagedKey } from './file-specs.ts';
import { stagingTable, type StagedFile } from './staging.ts';

// Set-based checks over the staging tables. Each returns the offending lines (capped to what can be
// shown) plus the total, so a file with a million bad rows still answers quickly.

type LineRow = { line: number; value: string | null; first_line?: number; total: number };

const report = (problems: Problems, rows: LineRow[], format: (row: LineRow) => string): void => {
  for (const row of rows) problems.add(format(row));
  const total = Number(rows[0]?.total ?? 0);
  if (total > rows.length) problems.addUnlisted(total - rows.length);
};

/**
 * Every reference must exist in the parent's file (staged rows) or already in the database. A parent file that was cut
 * short is not judged against: its missing rows would only add a false "não existe" per child row.
 */
export const checkReferences = async (
  session: Session,
  staged: Map<string, StagedFile>,
  problems: Problems,
  cutShort: ReadonlySet<string> = new Set(),
): Promise<void> => {
  for (const { spec, columns } of staged.values()) {
    for (const reference of spec.references) {
      if (!columns.some((column) => column.name === reference.column)) continue;
      if (cutShort.has(reference.parentFile)) continue;
      const parentStaged = staged.get(reference.parentFile);
      // One anti-join against the union of both sources: two chained NOT EXISTS let the planner misjudge
      // the first one's output (it expects ~1 row) and scan the second source once per row.
      const parents = parentStaged
        ? `select ${reference.parentColumn} as k from ${reference.table} union all select ${reference.parentColumn} from ${stagingTable(parentStaged.spec)}`
        : `select ${reference.parentColumn} as k from ${reference.table}`;
      const zero = reference.zeroMeansNone ? `and s.${reference.column} <> 0` : '';
      const { rows } = await session.query<LineRow>(
        `select s.line, s.${reference.column}::text as value, count(*) over () as total
           from ${stagingTable(spec)} s
          where s.${reference.column} is not null ${zero}
            and not exists (select 1 from (${parents}) p where p.k = s.${reference.column})
          order by s.line
          limit ${Math.max(1, problems.room)}`,
      );
      report(
        problems,
        rows,
        (row) =>
          `${spec.file}:${row.line}: ${reference.column}: ${reference.noun} ${row.value ?? ''} não existe`,
      );
    }
  }
};

/**
 * Cheap test for a repeated key in one staged file. Needed when the table already has rows: the upsert
 * only refuses a repeat when both copies are new rows, and a repeat of an unchanged row slips through.
 */
export const hasDuplicateKeys = async (session: Session, file: StagedFile): Promise<boolean> => {
  const { spec } = file;
  const keyColumns = stagedKey(spec, file.columns);
  if (keyColumns.length === 0) return false;
  const key = keyColumns.join(', ');
  const { rows } = await session.query<{ found: boolean }>(
    `select exists (select 1 from ${stagingTable(spec)} group by ${key} having count(*) > 1) as found`,
  );
  return Boolean(rows[0]?.found);
};

/** A key repeated inside one file is an error (which row would win?); lists every repeat after the first. */
export const checkDuplicateKeys = async (
  session: Session,
  file: StagedFile,
  problems: Problems,
): Promise<void> => {
  const { spec } = file;
  const keyColumns = stagedKey(spec, file.columns);
  if (keyColumns.length === 0) return;
  const key = keyColumns.join(', ');
  const shown = keyColumns.map((column) => `${column}::text`).join(` || ' / ' || `);
  const { rows } = await session.query<LineRow>(
    `select line, first_line, value, count(*) over () as total
       from (select line, ${shown} as value, min(line) over (partition by ${key}) as first_line
               from ${stagingTable(spec)}) d
      where line <> first_line
      order by line
      limit ${Math.max(1, problems.room)}`,
  );
  const label = keyColumns.length === 1 ? 'chave repetida no arquivo' : 'combinação repetida no arquivo';
  report(
    problems,
    rows,
    (row) =>
      `${spec.file}:${row.line}: ${keyColumns.join(', ')}: ${label} (${row.value ?? ''}, já na linha ${row.first_line})`,
  );
};
