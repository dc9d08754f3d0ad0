import { formatInteger } from '../../../lib/format.ts';
import { cellText } from '../rows/cell-text.ts';
import { readValue, toNumber } from '../rows/read-value.ts';
import type { GridColumn, GridRow, SummaryKind } from '../types.ts';

/**
 * One column's summary over the rows the filters keep (docs/product.md §2.15): count of rows, count of distinct displayed
 * values, average and sum of the numeric cells (empty cells are left out of the average, not counted as 0).
 * Sums add cents as integers so 0,1 + 0,2 shows 0,30 and 50,000 values do not drift.
 */
export const summarize = <Row extends GridRow>(
  rows: Row[],
  column: GridColumn<Row>,
  kind: SummaryKind,
): number => {
  switch (kind) {
    case 'count':
      return rows.length;
    case 'distinctCount':
      return new Set(rows.map((row) => cellText(row, column))).size;
    case 'sum':
    case 'average': {
      let total = 0;
      let counted = 0;
      for (const row of rows) {
        const value = toNumber(readValue(row, column));
        if (value === null) continue;
        total += Math.round(value * 10_000);
        counted += 1;
      }
      if (kind === 'sum') return total / 10_000;
      return counted === 0 ? 0 : total / 10_000 / counted;
    }
  }
};

/** Summaries of every column that asks for one. */
export const summarizeColumns = <Row extends GridRow>(
  rows: Row[],
  columns: GridColumn<Row>[],
): Record<string, number> => {
  const result: Record<string, number> = {};
  for (const column of columns)
    if (column.summary) result[column.key] = summarize(rows, column, column.summary);
  return result;
};

/** Prefix telling which summary a cell shows; the number itself uses the column's formatter. */
export const summaryPrefix: Record<SummaryKind, string> = {
  count: 'Qtd.:',
  distinctCount: 'Dist.:',
  average: 'Média:',
  sum: '',
};

/** A count summary as shown and exported: pt-BR thousands like every other figure ("Qtd.: 12.345"). */
export const countSummaryText = (kind: 'count' | 'distinctCount', value: number): string =>
  `${summaryPrefix[kind]} ${formatInteger(value)}`;
