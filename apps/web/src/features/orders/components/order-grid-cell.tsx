import { memo, type KeyboardEvent } from 'react';
import { formatDate } from '../../../lib/format.ts';
import type { CellStock, GridCell } from '../utils/grid-model.ts';
import { ordersTexts as t } from '../orders-texts.ts';

export type CellPosition = { row: number; column: number };
export type GridKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight' | 'Enter';

type Props = {
  colorCode: string;
  colorName: string;
  size: string;
  row: number;
  column: number;
  stock: CellStock;
  /** Pieces typed plus what the colour's packs put in the cell. */
  parts: number;
  fromPacks: number;
  short: boolean;
  selected: boolean;
  readOnly: boolean;
  onSelect: (position: CellPosition) => void;
  onMove: (from: CellPosition, key: GridKey) => void;
  onChange: (cells: GridCell[]) => void;
};

const digitsOnly = (text: string): number => {
  const digits = text.replace(/\D/g, '').slice(0, 6);
  return digits === '' ? 0 : Number(digits);
};

const ARROWS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

const stockText = (stock: CellStock): string => {
  if (stock.available === null) return '';
  if (stock.available !== 0) return t.free(stock.available);
  return stock.nextDate ? t.arrives(formatDate(stock.nextDate).slice(0, 5)) : t.soldOut;
};

/**
 * One cell of the grade: its field and its free stock. Its own component, kept by its figures, so a tap redraws the
 * cell it changed rather than every cell of the grid.
 */
export const OrderGridCell = memo(
  ({
    colorCode,
    colorName,
    size,
    row,
    column,
    stock,
    parts,
    fromPacks,
    short,
    selected,
    readOnly,
    onSelect,
    onMove,
    onChange,
  }: Props) => {
    const setPieces = (pieces: number) => onChange([{ colorCode, size, parts: Math.max(0, pieces) }]);
    const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
      if (ARROWS.has(event.key) || event.key === 'Enter') {
        event.preventDefault();
        onMove({ row, column }, event.key as GridKey);
      } else if ((event.key === '+' || event.key === '-') && !readOnly) {
        event.preventDefault();
        setPieces(parts - fromPacks + (event.key === '+' ? 1 : -1));
      }
    };
    return (
      <td
        className={`order-grid-cell${stock.available === 0 ? ' is-sold-out' : ''}${parts > 0 ? ' has-parts' : ''}${selected ? ' is-selected' : ''}${short ? ' is-short' : ''}`}
      >
        <input
          type="text"
          inputMode="numeric"
          autoComplete="off"
          aria-label={t.cellLabel(colorName, size)}
          aria-invalid={short || undefined}
          data-row={row}
          data-column={column}
          value={parts === 0 ? '' : String(parts)}
          placeholder="0"
          readOnly={readOnly}
          title={fromPacks > 0 ? t.fromPacksTitle(fromPacks) : undefined}
          onFocus={(event) => {
            onSelect({ row, column });
            event.currentTarget.select();
          }}
          onKeyDown={onKeyDown}
          onChange={(event) => setPieces(digitsOnly(event.target.value) - fromPacks)}
        />
        <span className="order-grid-stock">{stockText(stock)}</span>
      </td>
    );
  },
);
OrderGridCell.displayName = 'OrderGridCell';
