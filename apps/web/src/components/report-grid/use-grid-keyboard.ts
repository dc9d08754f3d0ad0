import type { Virtualizer } from '@tanstack/react-virtual';
import { useState, type KeyboardEvent, type RefObject } from 'react';
import type { PlacedColumn } from './column-geometry.ts';
import type { DisplayRow, GridColumn, GridRow } from './types.ts';

export type ActiveCell = { row: number; col: number };

type Options<Row extends GridRow> = {
  display: DisplayRow<Row>[];
  /** Frozen columns first, then the scrolling ones: the order of aria-colindex. */
  columns: PlacedColumn<Row>[];
  frozenCount: number;
  rowVirtualizer: Virtualizer<HTMLDivElement, Element>;
  columnVirtualizer: Virtualizer<HTMLDivElement, Element>;
  scroller: RefObject<HTMLDivElement | null>;
  /** Pixels of the scroller taken by the header and the summary row, which a page move must not count. */
  chrome: number;
  rowHeight: number;
  onEdit: (displayIndex: number, row: Row, column: GridColumn<Row>) => void;
};

/**
 * The grid's spreadsheet keys (docs/product.md §2.15): arrows, Page Up/Down, Home/End (with Ctrl for the first and last
 * row), Enter or F2 to edit. The active cell lives here and is scrolled into view on every move.
 */
export const useGridKeyboard = <Row extends GridRow>(options: Options<Row>) => {
  const { display, columns, frozenCount, rowVirtualizer, columnVirtualizer } = options;
  const [active, setActive] = useState<ActiveCell | null>(null);

  const moveTo = (row: number, col: number): void => {
    const nextRow = Math.max(0, Math.min(display.length - 1, row));
    const nextCol = Math.max(0, Math.min(columns.length - 1, col));
    setActive({ row: nextRow, col: nextCol });
    rowVirtualizer.scrollToIndex(nextRow, { align: 'auto' });
    if (nextCol >= frozenCount) columnVirtualizer.scrollToIndex(nextCol - frozenCount, { align: 'auto' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (display.length === 0 || columns.length === 0) return;
    const current = active ?? { row: 0, col: 0 };
    const visible = (options.scroller.current?.clientHeight ?? 0) - options.chrome;
    const page = Math.max(1, Math.floor(visible / options.rowHeight) - 1);
    const moves: Record<string, () => void> = {
      ArrowDown: () => moveTo(current.row + 1, current.col),
      ArrowUp: () => moveTo(current.row - 1, current.col),
      ArrowRight: () => moveTo(current.row, current.col + 1),
      ArrowLeft: () => moveTo(current.row, current.col - 1),
      PageDown: () => moveTo(current.row + page, current.col),
      PageUp: () => moveTo(current.row - page, current.col),
      Home: () => moveTo(event.ctrlKey ? 0 : current.row, 0),
      End: () => moveTo(event.ctrlKey ? display.length - 1 : current.row, columns.length - 1),
      Enter: () => {
        const entry = display[current.row];
        const column = columns[current.col]?.column;
        if (active && entry?.kind === 'data' && column) options.onEdit(current.row, entry.row, column);
      },
    };
    const action = moves[event.key === 'F2' ? 'Enter' : event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  return { active, setActive, onKeyDown };
};
