import type { ReactNode } from 'react';
import { formatValue } from './cell-text.ts';
import { readValue } from './read-value.ts';
import { flagInfo } from '../../customer/financial-flag.ts';
import { statusColorHex, statusColorLabel } from './status-colors.ts';
import type { GridColumn, GridRow } from '../types.ts';

/** A colour square with its meaning as tooltip and as accessible name (colour alone tells a screen reader nothing). */
export const ColorSquare = ({ color, label }: { color: string; label: string }): ReactNode => (
  <span className="rg-square" style={{ background: color }} title={label} role="img" aria-label={label} />
);

/** What a data cell draws. */
export const cellContent = <Row extends GridRow>(row: Row, column: GridColumn<Row>): ReactNode => {
  if (typeof column.formatter === 'function') return column.formatter(row);
  const value = readValue(row, column);
  if (column.formatter === 'financialFlag') {
    const flag = flagInfo(value);
    return <ColorSquare color={flag.color} label={flag.tooltip} />;
  }
  if (column.formatter === 'statusColor') {
    const text = String(value ?? '');
    return <ColorSquare color={statusColorHex(text)} label={statusColorLabel(text)} />;
  }
  return formatValue(value, column);
};

/** Numbers and dates align right, like a spreadsheet; squares centre. */
export const alignOf = <Row extends GridRow>(column: GridColumn<Row>): 'left' | 'right' | 'center' => {
  if (column.formatter === 'financialFlag' || column.formatter === 'statusColor') return 'center';
  return column.type === 'number' || column.type === 'date' ? 'right' : 'left';
};
