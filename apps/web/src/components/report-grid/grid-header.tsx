import { memo, useRef, type PointerEvent, type ReactNode } from 'react';
import type { ColumnGeometry, HeaderSpan, PlacedColumn } from './column-geometry.ts';
import { MIN_WIDTH } from './settings/profiles.ts';
import { gridTexts } from './texts.ts';
import type { GridColumn, GridRow, SortState } from './types.ts';

export const HEADER_ROW_HEIGHT = 26;
/** A header row with filter buttons, drawn for a finger: the buttons are 44 × 44 (docs/decisions/221). */
export const TOUCH_HEADER_ROW_HEIGHT = 44;

/** The header's rows: the groups' (if any) stays dense, the columns' grows for a finger. */
export const headerHeights = (hasGroups: boolean, touch: boolean) => {
  const group = hasGroups ? HEADER_ROW_HEIGHT : 0;
  const leaf = touch ? TOUCH_HEADER_ROW_HEIGHT : HEADER_ROW_HEIGHT;
  return { group, leaf, total: group + leaf };
};

export type GridHeaderProps<Row extends GridRow> = {
  geometry: ColumnGeometry<Row>;
  /** Visible slice of the scrolling columns (virtualised). */
  centerLeaves: PlacedColumn<Row>[];
  centerSpans: HeaderSpan[];
  sort: SortState;
  activeFilters: ReadonlySet<string>;
  hints: Record<string, string>;
  onSort: (column: GridColumn<Row>) => void;
  onOpenFilter: (column: GridColumn<Row>, anchor: HTMLElement) => void;
  onResize: (key: string, width: number) => void;
  /** Drawn for a finger (useTouchLayout): a taller column row. */
  touch: boolean;
};

const ariaSort = (sort: SortState, key: string): 'ascending' | 'descending' | 'none' =>
  sort?.key === key ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none';

export const canSort = <Row extends GridRow>(column: GridColumn<Row>): boolean =>
  column.sortable ?? column.type !== 'object';
export const canFilter = <Row extends GridRow>(column: GridColumn<Row>): boolean =>
  column.filterable ?? column.type !== 'object';

/** Drag the right edge of a header to resize its column (pointer capture keeps the drag when the pointer leaves). */
const ResizeHandle = ({
  width,
  onResize,
}: {
  width: number;
  onResize: (width: number) => void;
}): ReactNode => {
  const start = useRef<{ x: number; width: number } | null>(null);
  const down = (event: PointerEvent<HTMLSpanElement>): void => {
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    start.current = { x: event.clientX, width };
  };
  const move = (event: PointerEvent<HTMLSpanElement>): void => {
    if (!start.current) return;
    onResize(Math.max(MIN_WIDTH, Math.round(start.current.width + event.clientX - start.current.x)));
  };
  const up = (): void => {
    start.current = null;
  };
  return (
    <span
      className="rg-resize"
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onClick={(event) => event.stopPropagation()}
      aria-hidden="true"
    />
  );
};

type LeafProps<Row extends GridRow> = Omit<
  GridHeaderProps<Row>,
  'geometry' | 'centerLeaves' | 'centerSpans'
> & {
  placed: PlacedColumn<Row>;
  top: number;
  height: number;
};

const LeafHeader = <Row extends GridRow>({
  placed,
  top,
  height,
  sort,
  activeFilters,
  hints,
  onSort,
  onOpenFilter,
  onResize,
}: LeafProps<Row>): ReactNode => {
  const { column, left, width, index } = placed;
  const sorted = sort?.key === column.key ? sort.direction : null;
  const hint = hints[column.key];
  const filtered = activeFilters.has(column.key);
  const sortable = canSort(column);
  return (
    <div
      role="columnheader"
      aria-colindex={index + 1}
      aria-sort={sortable ? ariaSort(sort, column.key) : undefined}
      className={`rg-hcell${sortable ? ' rg-sortable' : ''}${filtered ? ' rg-filtered' : ''}`}
      style={{ left, top, width, height }}
      title={hint ?? column.name}
      data-key={column.key}
      onClick={sortable ? () => onSort(column) : undefined}
    >
      <span className="rg-hlabel">{column.name}</span>
      {hint ? <i className="pi pi-info-circle rg-hint-icon" aria-label={hint} /> : null}
      {sorted ? (
        <i
          className={`pi ${sorted === 'asc' ? 'pi-sort-amount-up-alt' : 'pi-sort-amount-down'} rg-sort-icon`}
          aria-hidden="true"
        />
      ) : null}
      {canFilter(column) ? (
        <button
          type="button"
          className="rg-filter-button"
          aria-label={gridTexts.filterOf(column.name)}
          aria-pressed={filtered}
          onClick={(event) => {
            event.stopPropagation();
            onOpenFilter(column, event.currentTarget);
          }}
        >
          <i className={`pi ${filtered ? 'pi-filter-fill' : 'pi-filter'}`} aria-hidden="true" />
        </button>
      ) : null}
      <ResizeHandle width={width} onResize={(next) => onResize(column.key, next)} />
    </div>
  );
};

/**
 * One or two header rows. Ungrouped columns span both rows; a group header spans its sub-columns. The frozen block
 * sticks to the left; only the visible scrolling columns are drawn.
 */
const GridHeaderInner = <Row extends GridRow>(props: GridHeaderProps<Row>): ReactNode => {
  const { geometry, centerLeaves, centerSpans } = props;
  const { group: groupHeight, leaf: leafHeight, total } = headerHeights(geometry.hasGroups, props.touch);
  const block = (leaves: PlacedColumn<Row>[], spans: HeaderSpan[]): ReactNode => {
    const groupedSpans = spans.filter((span) => span.grouped);
    const groupedKeys = new Set(
      groupedSpans.flatMap((span) =>
        leaves
          .filter((leaf) => leaf.index >= span.first && leaf.index <= span.last)
          .map((leaf) => leaf.column.key),
      ),
    );
    return (
      <>
        {groupedSpans.map((span) => (
          <div
            key={`g:${span.key}:${span.first}`}
            role="columnheader"
            aria-colindex={span.first + 1}
            aria-colspan={span.last - span.first + 1}
            className="rg-hcell rg-group"
            style={{ left: span.left, top: 0, width: span.width, height: groupHeight }}
            title={span.name}
          >
            <span className="rg-hlabel">{span.name}</span>
          </div>
        ))}
        {leaves.map((placed) => {
          const grouped = groupedKeys.has(placed.column.key);
          return (
            <LeafHeader
              key={placed.column.key}
              {...props}
              placed={placed}
              top={grouped ? groupHeight : 0}
              height={grouped ? leafHeight : total}
            />
          );
        })}
      </>
    );
  };
  return (
    <div
      className="rg-header"
      role="rowgroup"
      style={{ height: total, width: geometry.frozenWidth + geometry.centerWidth }}
    >
      <div role="row" aria-rowindex={1} className="rg-header-row">
        <div className="rg-frozen" style={{ width: geometry.frozenWidth, height: total }}>
          {block(geometry.frozen, geometry.frozenSpans)}
        </div>
        <div className="rg-center" style={{ width: geometry.centerWidth, height: total }}>
          {block(centerLeaves, centerSpans)}
        </div>
      </div>
    </div>
  );
};

export const GridHeader = memo(GridHeaderInner) as typeof GridHeaderInner;
