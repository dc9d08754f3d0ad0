import {
  formatCurrency,
  formatDate,
  formatDecimal,
  formatInteger,
  formatPercent,
} from '../../../lib/format.ts';
import { readValue, toNumber } from './read-value.ts';
import { flagInfo } from '../../customer/financial-flag.ts';
import { statusColorLabel } from './status-colors.ts';
import type { GridColumn, GridRow } from '../types.ts';

// A number column without a formatter shows what it holds (up to 2 decimals), pt-BR style.
const plainNumber = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

/**
 * The text a user reads in a cell. Value lists, text conditions and the CSV export all use it, so a filter
 * offers exactly what the grid shows ("R$ 1.234,56", "07/03/2025").
 */
export const formatValue = <Row extends GridRow>(value: unknown, column: GridColumn<Row>): string => {
  if (value === null || value === undefined || value === '') return '';
  const formatter = typeof column.formatter === 'function' ? undefined : column.formatter;
  const number = toNumber(value);
  switch (formatter) {
    case 'currency':
      return formatCurrency(number);
    case 'integer':
      return formatInteger(number);
    case 'decimal':
      return formatDecimal(number, column.scale ?? 2);
    case 'percent':
      return formatPercent(number, column.scale ?? 2);
    case 'date':
      return formatDate(String(value));
    case 'statusColor':
      return statusColorLabel(String(value));
    case 'financialFlag':
      // Its name, not its code: the value list, the text filters and the export speak the user's words.
      return flagInfo(value).label;
    default:
      break;
  }
  if (column.type === 'date') return formatDate(String(value));
  if (column.type === 'number' && number !== null) {
    return column.scale === undefined ? plainNumber.format(number) : formatDecimal(number, column.scale);
  }
  return String(value);
};

export const cellText = <Row extends GridRow>(row: Row, column: GridColumn<Row>): string =>
  formatValue(readValue(row, column), column);
