import { cellText, formatValue } from '../rows/cell-text.ts';
import { readValue, toNumber } from '../rows/read-value.ts';
import { countSummaryText } from '../model/summary.ts';
import type { DisplayRow, GridColumn, GridRow, NamedFormatter } from '../types.ts';

/** A cell as a spreadsheet wants it: real numbers and dates, with their format, or plain text. */
export type ExportCell =
  | { kind: 'number'; value: number; format: NamedFormatter | 'plain'; scale?: number }
  | { kind: 'date'; value: string }
  | { kind: 'text'; value: string }
  | { kind: 'empty' };

export type ExportRowKind = 'data' | 'group' | 'summary';

export type ExportSheet = {
  /** Group header row (null when no column has a group): spans of consecutive equal groups. */
  groupHeader: { name: string; span: number }[] | null;
  header: string[];
  rows: { kind: ExportRowKind; cells: ExportCell[] }[];
  /** How many leading columns are frozen (kept on the sheet as frozen panes). */
  frozenCount: number;
};

const numberFormatOf = <Row extends GridRow>(column: GridColumn<Row>): NamedFormatter | 'plain' => {
  const formatter = column.formatter;
  if (
    formatter === 'currency' ||
    formatter === 'integer' ||
    formatter === 'decimal' ||
    formatter === 'percent'
  )
    return formatter;
  return 'plain';
};

/** A data cell: numbers stay numbers, dates stay dates, colour flags export their name as text. */
export const exportCell = <Row extends GridRow>(value: unknown, column: GridColumn<Row>): ExportCell => {
  if (value === null || value === undefined || value === '') return { kind: 'empty' };
  if (column.formatter === 'statusColor' || column.formatter === 'financialFlag')
    return { kind: 'text', value: formatValue(value, column) };
  if (column.type === 'number') {
    const number = toNumber(value);
    if (number === null) return { kind: 'text', value: String(value) };
    return {
      kind: 'number',
      value: number,
      format: numberFormatOf(column),
      ...(column.scale === undefined ? {} : { scale: column.scale }),
    };
  }
  if (column.type === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value))
    return { kind: 'date', value: value.slice(0, 10) };
  return { kind: 'text', value: formatValue(value, column) };
};

/**
 * Exactly what the grid shows: visible columns in their order, rows after filters and sort, group summary rows,
 * and the summary row at the bottom. Object columns with a custom formatter export their raw value as text.
 */
export const buildExportSheet = <Row extends GridRow>(
  shown: GridColumn<Row>[],
  display: DisplayRow<Row>[],
  summary: Record<string, number> | null,
): ExportSheet => {
  const columns = shown.filter((column) => column.exported !== false);
  const hasGroups = columns.some((column) => column.group);
  const groupHeader: { name: string; span: number }[] = [];
  let lastGroupKey: string | undefined;
  for (const column of columns) {
    const last = groupHeader[groupHeader.length - 1];
    if (column.group && last && lastGroupKey === column.group.key) last.span += 1;
    else groupHeader.push({ name: column.group?.name ?? '', span: 1 });
    lastGroupKey = column.group?.key;
  }
  const rows: ExportSheet['rows'] = display.map((entry) => {
    if (entry.kind === 'data') {
      return {
        kind: 'data',
        cells: columns.map((column) => {
          const value = readValue(entry.row, column);
          return typeof column.formatter === 'function'
            ? textCell(cellText(entry.row, column))
            : exportCell(value, column);
        }),
      };
    }
    return {
      kind: 'group',
      cells: columns.map((column, index) =>
        index === 0
          ? textCell(entry.label)
          : column.key in entry.totals
            ? exportCell(entry.totals[column.key], column)
            : { kind: 'empty' },
      ),
    };
  });
  if (summary) {
    rows.push({
      kind: 'summary',
      cells: columns.map((column) => {
        const kind = column.summary;
        const value = summary[column.key];
        if (!kind || value === undefined) return { kind: 'empty' };
        if (kind === 'count' || kind === 'distinctCount') return textCell(countSummaryText(kind, value));
        return exportCell(value, { ...column, type: 'number' });
      }),
    });
  }
  return {
    groupHeader: hasGroups ? groupHeader : null,
    header: columns.map((column) => column.name),
    rows,
    frozenCount: columns.filter((column) => column.frozen).length,
  };
};

const textCell = (value: string): ExportCell => (value === '' ? { kind: 'empty' } : { kind: 'text', value });
