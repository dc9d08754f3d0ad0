import { normalizeText } from '../../../lib/text-search.ts';
import { cellText } from '../rows/cell-text.ts';
import { readValue, toNumber } from '../rows/read-value.ts';
import type {
  ColumnFilter,
  Condition,
  ConditionFilter,
  FilterState,
  GridColumn,
  GridRow,
  ValueListFilter,
} from '../types.ts';

/**
 * Typed condition values: "1.234,56" (pt-BR), "1234.56" and "1234,56" are 1234.56; "10.000.000" and "1.500" are
 * pt-BR thousands (a dot followed by groups of exactly three digits), "99.99" a decimal point.
 */
export const parseNumberInput = (text: string): number | null => {
  const trimmed = text.trim().replace(/^R\$\s*/, '');
  if (trimmed === '') return null;
  const thousandsOnly = /^-?\d{1,3}(\.\d{3})+$/.test(trimmed);
  const plain =
    trimmed.includes(',') || thousandsOnly ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed;
  const value = Number(plain);
  return Number.isFinite(value) ? value : null;
};

/** "07/03/2025" or "2025-03-07" → "2025-03-07", compared as strings (chronological, no timezone). */
export const parseDateInput = (text: string): string | null => {
  const trimmed = text.trim();
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(trimmed);
  if (br) return `${br[3]}-${br[2]}-${br[1]}`;
  const iso = /^(\d{4}-\d{2}-\d{2})/.exec(trimmed);
  return iso ? (iso[1] ?? null) : null;
};

/** Whether the condition can be evaluated; a half-typed one is ignored, not matched against nothing. */
export const isConditionComplete = <Row extends GridRow>(
  condition: Condition,
  column: GridColumn<Row>,
): boolean => {
  if (column.type === 'number') return parseNumberInput(condition.value) !== null;
  if (column.type === 'date') return parseDateInput(condition.value) !== null;
  return condition.value.trim() !== '';
};

const compare = (operator: Condition['operator'], left: number | string, right: number | string): boolean => {
  switch (operator) {
    case 'equals':
      return left === right;
    case 'notEquals':
      return left !== right;
    case 'gt':
      return left > right;
    case 'gte':
      return left >= right;
    case 'lt':
      return left < right;
    case 'lte':
      return left <= right;
    case 'contains':
      return String(left).includes(String(right));
    case 'notContains':
      return !String(left).includes(String(right));
  }
};

/** A compiled test: built once per filter change, then called once per row. */
type RowTest<Row> = (row: Row) => boolean;

const isNegative = (operator: Condition['operator']): boolean =>
  operator === 'notEquals' || operator === 'notContains';

/**
 * One condition, compiled. Text compares the displayed text ignoring case and accents ("sao paulo" finds
 * "SÃO PAULO"); numbers compare the raw number; dates compare yyyy-mm-dd. An empty cell only satisfies the
 * negative conditions (Diferente, Não Contém).
 */
export const compileCondition = <Row extends GridRow>(
  column: GridColumn<Row>,
  condition: Condition,
): RowTest<Row> => {
  const { operator } = condition;
  const negative = isNegative(operator);
  if (column.type === 'number') {
    const target = parseNumberInput(condition.value);
    return (row) => {
      const value = toNumber(readValue(row, column));
      return value === null || target === null ? negative : compare(operator, value, target);
    };
  }
  if (column.type === 'date') {
    const target = parseDateInput(condition.value);
    return (row) => {
      const raw = readValue(row, column);
      const value = typeof raw === 'string' ? parseDateInput(raw) : null;
      return value === null || target === null ? negative : compare(operator, value, target);
    };
  }
  const target = normalizeText(condition.value);
  return (row) => compare(operator, normalizeText(cellText(row, column)), target);
};

export const matchesCondition = <Row extends GridRow>(
  row: Row,
  column: GridColumn<Row>,
  condition: Condition,
): boolean => compileCondition(column, condition)(row);

const compileConditions = <Row extends GridRow>(
  column: GridColumn<Row>,
  filter: ConditionFilter,
): RowTest<Row> => {
  const tests = filter.conditions
    .filter((condition) => isConditionComplete(condition, column))
    .map((condition) => compileCondition(column, condition));
  if (tests.length === 0) return () => true;
  return filter.join === 'and'
    ? (row) => tests.every((test) => test(row))
    : (row) => tests.some((test) => test(row));
};

const compileFilter = <Row extends GridRow>(column: GridColumn<Row>, filter: ColumnFilter): RowTest<Row> => {
  if (filter.kind === 'values') {
    const kept = new Set(filter.values);
    return (row) => kept.has(cellText(row, column));
  }
  return compileConditions(column, filter);
};

/** Whether the filter keeps everything (so it is not shown as active). */
export const isFilterActive = (filter: ColumnFilter | undefined): boolean =>
  filter !== undefined &&
  (filter.kind === 'values' || filter.conditions.some((condition) => condition.value.trim() !== ''));

/** Rows kept by every active column filter (filters of different columns are joined by "e"). */
export const applyFilters = <Row extends GridRow>(
  rows: Row[],
  columns: GridColumn<Row>[],
  filters: FilterState,
): Row[] => {
  const tests: RowTest<Row>[] = [];
  for (const column of columns) {
    const filter = filters[column.key];
    if (filter && isFilterActive(filter)) tests.push(compileFilter(column, filter));
  }
  if (tests.length === 0) return rows;
  return rows.filter((row) => tests.every((test) => test(row)));
};

/**
 * The value list of a column: distinct displayed texts of the rows the *other* filters keep (Excel's habit:
 * a column's own filter does not shrink its list), sorted like the column, narrowed by the search box.
 */
export const valueList = <Row extends GridRow>(
  rows: Row[],
  column: GridColumn<Row>,
  columns: GridColumn<Row>[],
  filters: FilterState,
  search = '',
): string[] => {
  const others: FilterState = { ...filters };
  delete others[column.key];
  const source = applyFilters(rows, columns, others);
  const byText = new Map<string, unknown>();
  for (const row of source) {
    const text = cellText(row, column);
    if (!byText.has(text)) byText.set(text, readValue(row, column));
  }
  const entries = [...byText];
  entries.sort(([textA, rawA], [textB, rawB]) => {
    if (column.type === 'number') return (toNumber(rawA) ?? -Infinity) - (toNumber(rawB) ?? -Infinity);
    if (column.type === 'date') return String(rawA ?? '').localeCompare(String(rawB ?? ''));
    return textCollator.compare(textA, textB);
  });
  return searchValues(
    entries.map(([text]) => text),
    search,
  );
};

/** The value list narrowed by the search box, ignoring case and accents. */
export const searchValues = (values: string[], search: string): string[] => {
  const query = normalizeText(search);
  return query === '' ? values : values.filter((text) => normalizeText(text).includes(query));
};

/**
 * What Aplicar on the value list keeps, as a spreadsheet's filter does: with a search typed, the ticked values
 * among the matches (the rest of the list is out, whatever its ticks); without one, every ticked value. Everything
 * ticked and no search is no filter at all, which also keeps values that appear later.
 */
export const valueListFilter = (
  values: string[],
  selected: ReadonlySet<string>,
  search: string,
): ValueListFilter | null => {
  if (normalizeText(search) === '') {
    return values.every((value) => selected.has(value)) ? null : { kind: 'values', values: [...selected] };
  }
  return { kind: 'values', values: searchValues(values, search).filter((value) => selected.has(value)) };
};

/** pt-BR collation, numeric-aware ("Item 2" before "Item 10"), case-insensitive. */
export const textCollator = new Intl.Collator('pt-BR', { numeric: true, sensitivity: 'base' });
