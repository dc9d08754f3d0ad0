import type { ColumnSpec, FileSpec, ValueType } from './file-specs.ts';

export type StagedFile = { spec: FileSpec; columns: ColumnSpec[]; rows: number };

// Staging tables hold the validated rows of one file plus the CSV line they came from, so every
// SQL check (references, duplicates) can point back at `file:line`. Types match the real tables,
// so comparisons use the same indexes and COPY does the text → value conversion.

const sqlType = (type: ValueType): string => {
  if (typeof type === 'object') return 'text';
  switch (type) {
    case 'int':
    case 'ibge':
      return 'integer';
    case 'bigint':
      return 'bigint';
    case 'decimal':
      return 'numeric';
    case 'date':
    case 'month':
      return 'date';
    case 'bool':
      return 'boolean';
    case 'cnpj':
      return 'char(14)';
    case 'uf':
      return 'char(2)';
    default:
      return 'text';
  }
};

export const stagingTable = (spec: FileSpec): string => `stg_${spec.table}`;

export const storedName = (column: ColumnSpec): string => column.storedAs ?? column.name;

export const createStagingSql = (spec: FileSpec, columns: ColumnSpec[]): string => {
  const defs = columns.map((column) => `${storedName(column)} ${sqlType(column.type)}`);
  return `create temp table ${stagingTable(spec)} (line integer not null, ${defs.join(', ')}) on commit drop`;
};
