import { memo, type ReactNode } from 'react';
import { alignOf, cellContent } from './cell-content.tsx';
import { formatCompact } from '../../../lib/format.ts';
import { cellText, formatValue } from './cell-text.ts';
import { CellEditor } from './cell-editor.tsx';
import type { PlacedColumn } from '../column-geometry.ts';
import { countSummaryText, summaryPrefix } from '../model/summary.ts';
import { gridTexts } from '../texts.ts';
import type { GridColumn, GridRow } from '../types.ts';

export type CellId = (rowIndex: number, colIndex: number) => string;

type FrameProps<Row extends GridRow> = {
  frozen: PlacedColumn<Row>[];
  center: PlacedColumn<Row>[];
  frozenWidth: number;
  centerWidth: number;
  ariaRowIndex: number;
  className: string;
  style: React.CSSProperties;
  cell: (placed: PlacedColumn<Row>) => ReactNode;
};

/** A row: the sticky frozen block, then the scrolling block with only its visible cells. */
const RowFrame = <Row extends GridRow>({
  frozen,
  center,
  frozenWidth,
  centerWidth,
  ariaRowIndex,
  className,
  style,
  cell,
}: FrameProps<Row>): ReactNode => (
  <div role="row" aria-rowindex={ariaRowIndex} className={className} style={style}>
    <div className="rg-frozen" style={{ width: frozenWidth }}>
      {frozen.map(cell)}
    </div>
    <div className="rg-center" style={{ width: centerWidth }}>
      {center.map(cell)}
    </div>
  </div>
);

export type EditingCell = { colKey: string; draft: string; invalid: boolean };

export type DataRowProps<Row extends GridRow> = {
  row: Row;
  displayIndex: number;
  stripe: boolean;
  top: number;
  height: number;
  frozen: PlacedColumn<Row>[];
  center: PlacedColumn<Row>[];
  frozenWidth: number;
  centerWidth: number;
  /** Column index of the active cell when it is in this row (null elsewhere, so other rows skip re-rendering). */
  activeCol: number | null;
  editing: EditingCell | null;
  cellId: CellId;
  onDraft: (draft: string) => void;
  onCommit: () => void;
  onCancel: () => void;
};

const DataRowInner = <Row extends GridRow>(props: DataRowProps<Row>): ReactNode => {
  const { row, displayIndex, top, height, activeCol, editing, cellId } = props;
  return (
    <RowFrame
      {...props}
      ariaRowIndex={displayIndex + 2}
      className={props.stripe ? 'rg-row rg-odd' : 'rg-row'}
      style={{ transform: `translateY(${top}px)`, height }}
      cell={({ column, left, width, index }) => {
        const active = activeCol === index;
        const isEditing = active && editing !== null && editing.colKey === column.key;
        return (
          <div
            key={column.key}
            id={cellId(displayIndex, index)}
            role="gridcell"
            aria-colindex={index + 1}
            aria-selected={active || undefined}
            aria-readonly={column.editable ? undefined : true}
            data-row={displayIndex}
            data-col={index}
            className={`rg-cell rg-al-${alignOf(column)}${active ? ' rg-active' : ''}${column.editable ? ' rg-editable' : ''}`}
            style={{ left, width }}
            // A name cut by its column's ellipsis stays readable whole on hover.
            title={column.type === 'text' ? cellText(row, column) || undefined : undefined}
          >
            {isEditing ? (
              <CellEditor
                column={column}
                draft={editing.draft}
                invalid={editing.invalid}
                onDraft={props.onDraft}
                onCommit={props.onCommit}
                onCancel={props.onCancel}
              />
            ) : (
              cellContent(row, column)
            )}
          </div>
        );
      }}
    />
  );
};

export const DataRow = memo(DataRowInner) as typeof DataRowInner;

type TotalsRowProps<Row extends GridRow> = {
  kind: 'group' | 'summary';
  label: string;
  values: Record<string, unknown>;
  ariaRowIndex: number;
  top?: number;
  height: number;
  frozen: PlacedColumn<Row>[];
  center: PlacedColumn<Row>[];
  frozenWidth: number;
  centerWidth: number;
  summaryKinds?: boolean;
};

/** A total as text: the column's format, with its summary kind's prefix when `withKind`. */
export const totalText = <Row extends GridRow>(
  column: GridColumn<Row>,
  value: unknown,
  withKind: boolean,
): string => {
  if (value === undefined || value === null) return '';
  const kind = withKind ? column.summary : undefined;
  if (kind === 'count' || kind === 'distinctCount')
    return typeof value === 'number'
      ? countSummaryText(kind, value)
      : `${summaryPrefix[kind]} ${String(value)}`;
  const numeric = {
    ...column,
    type: 'number' as const,
    formatter:
      typeof column.formatter === 'string' &&
      column.formatter !== 'date' &&
      column.formatter !== 'financialFlag' &&
      column.formatter !== 'statusColor'
        ? column.formatter
        : undefined,
  };
  const text = formatValue(value, numeric);
  return kind === 'average' ? `${summaryPrefix.average} ${text}` : text;
};

/**
 * Totals outgrow their column (a 50 px Peças column summing 50,000 rows): then the compact form of docs/product.md §9
 * (K, M, B) is shown and the full figure stays in the tooltip. ~7.5 px per character at the grid's 12 px bold.
 */
const fitTotal = (text: string, value: unknown, width: number, currency: boolean): string => {
  if (text.length * 7.5 + 8 <= width || typeof value !== 'number') return text;
  const compact = formatCompact(value);
  return currency ? `R$ ${compact}` : compact;
};

/** A group's totals row (docs/product.md §2.7, styled apart) or the grid's summary row (pinned at the bottom). */
const TotalsRowInner = <Row extends GridRow>(props: TotalsRowProps<Row>): ReactNode => {
  // The label goes in the first cell without a total that is wide enough for it (Cliente on the Potencial grid),
  // else in the widest cell without a total, so it never sits under a figure.
  const all = [...props.frozen, ...props.center];
  const empty = all.filter(
    ({ column }) => totalText(column, props.values[column.key], props.summaryKinds ?? false) === '',
  );
  const widest = empty.reduce<PlacedColumn<Row> | undefined>(
    (best, placed) => (!best || placed.width > best.width ? placed : best),
    undefined,
  );
  const first = empty.find(({ width }) => props.label.length * 7.5 + 8 <= width) ?? widest;
  return (
    <RowFrame
      {...props}
      className={props.kind === 'group' ? 'rg-row rg-group-row' : 'rg-row rg-summary-row'}
      style={
        props.top === undefined
          ? { height: props.height }
          : { transform: `translateY(${props.top}px)`, height: props.height }
      }
      cell={({ column, left, width, index }) => {
        const value = props.values[column.key];
        const text = totalText(column, value, props.summaryKinds ?? false);
        const isLabel = column === first?.column;
        const shown = isLabel
          ? props.label
          : column.summary === 'count' || column.summary === 'distinctCount'
            ? text
            : fitTotal(text, value, width, column.formatter === 'currency');
        return (
          <div
            key={column.key}
            role="gridcell"
            aria-colindex={index + 1}
            title={isLabel ? undefined : text || undefined}
            className={`rg-cell rg-al-${isLabel ? 'left' : alignOf(column)}`}
            style={{
              left,
              width,
              overflow: isLabel ? 'visible' : undefined,
              zIndex: isLabel ? 1 : undefined,
            }}
          >
            {shown}
          </div>
        );
      }}
    />
  );
};

export const TotalsRow = memo(TotalsRowInner) as typeof TotalsRowInner;

export const EmptyState = (): ReactNode => <div className="rg-empty">{gridTexts.empty}</div>;
