import type { CatalogReference } from '@portal/contracts';
import { memo, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { formatDate } from '../../../lib/format.ts';
import { gridCellKey, gridModel, moveInGrid } from '../utils/grid-model.ts';
import { ordersTexts as t } from '../orders-texts.ts';

export type GridCell = { colorCode: string; size: string; parts: number };

type Props = {
  reference: CatalogReference;
  /** `colorCode\u0001size` → parts in the order. */
  quantities: ReadonlyMap<string, number>;
  onChange: (cells: GridCell[]) => void;
  readOnly?: boolean;
};

const digitsOnly = (text: string): number => {
  const digits = text.replace(/\D/g, '').slice(0, 6);
  return digits === '' ? 0 : Number(digits);
};

const ARROWS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/**
 * The grade (docs/domain.md §6): colours as rows, sizes as columns in size order, each cell with its free stock, or
 * the arrival date when none is free (sold out, yet orderable for that date). Typing and arrow keys on a desktop;
 * on a phone, a tap picks a cell and the stepper under the grid adds or removes with a thumb.
 */
export const OrderGrid = memo(({ reference, quantities, onChange, readOnly = false }: Props) => {
  const model = useMemo(() => gridModel(reference), [reference]);
  const [selected, setSelected] = useState<{ row: number; column: number } | null>(null);
  const table = useRef<HTMLTableElement>(null);

  const partsAt = (colorCode: string, size: string) => quantities.get(gridCellKey(colorCode, size)) ?? 0;
  const step = (colorCode: string, size: string, delta: 1 | -1) =>
    onChange([{ colorCode, size, parts: Math.max(0, partsAt(colorCode, size) + delta) }]);
  const focusCell = (row: number, column: number) =>
    table.current
      ?.querySelector<HTMLInputElement>(`input[data-row="${row}"][data-column="${column}"]`)
      ?.focus();

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, row: number, column: number) => {
    if (ARROWS.has(event.key)) {
      event.preventDefault();
      const next = moveInGrid(model, { row, column }, event.key as 'ArrowUp');
      focusCell(next.row, next.column);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const next = moveInGrid(model, { row, column }, 'ArrowRight');
      focusCell(next.row, next.column);
    } else if (event.key === '+' || event.key === '-') {
      event.preventDefault();
      const color = model.colors[row];
      const size = model.sizes[column];
      if (!color || !size) return;
      step(color.code, size, event.key === '+' ? 1 : -1);
    }
  };

  const selectedColor = selected ? model.colors[selected.row] : undefined;
  const selectedSize = selected ? model.sizes[selected.column] : undefined;
  const selectedLabel =
    selectedColor && selectedSize ? t.cellLabel(selectedColor.name, selectedSize) : undefined;
  /** The stepper's − and + act on the chosen cell. */
  const stepButton = (delta: 1 | -1) => (
    <button
      type="button"
      className="order-step"
      disabled={!selectedLabel}
      aria-label={(delta > 0 ? t.more : t.less)(selectedLabel ?? '')}
      onClick={() => selectedColor && selectedSize && step(selectedColor.code, selectedSize, delta)}
    >
      <i className={delta > 0 ? 'pi pi-plus' : 'pi pi-minus'} aria-hidden="true" />
    </button>
  );

  const copyRow = () => {
    const source =
      selectedColor ??
      model.colors.find((color) => model.sizes.some((size) => partsAt(color.code, size) > 0));
    if (!source) return;
    const cells: GridCell[] = [];
    for (const color of model.colors) {
      if (color.code === source.code) continue;
      for (const size of model.sizes)
        if (model.cells.has(gridCellKey(color.code, size)))
          cells.push({ colorCode: color.code, size, parts: partsAt(source.code, size) });
    }
    onChange(cells);
  };

  return (
    <div className="order-grid">
      <div className="order-grid-scroll">
        <table ref={table} aria-label={t.gridOf(reference.reference, reference.description)}>
          <thead>
            <tr>
              <th scope="col" className="order-grid-color">
                {t.color}
              </th>
              {model.sizes.map((size) => (
                <th key={size} scope="col">
                  {size}
                </th>
              ))}
              <th scope="col">{t.total}</th>
            </tr>
          </thead>
          <tbody>
            {model.colors.map((color, row) => (
              <tr key={color.code}>
                <th scope="row" className="order-grid-color">
                  <span>{color.name}</span>
                  <span className="order-grid-code">{color.code}</span>
                </th>
                {model.sizes.map((size, column) => {
                  const sku = model.cells.get(gridCellKey(color.code, size));
                  if (!sku) return <td key={size} className="order-grid-none" />;
                  const parts = partsAt(color.code, size);
                  const soldOut = sku.available === 0;
                  const isSelected = selected?.row === row && selected.column === column;
                  return (
                    <td
                      key={size}
                      className={`order-grid-cell${soldOut ? ' is-sold-out' : ''}${parts > 0 ? ' has-parts' : ''}${isSelected ? ' is-selected' : ''}`}
                    >
                      <input
                        type="text"
                        inputMode="numeric"
                        autoComplete="off"
                        aria-label={t.cellLabel(color.name, size)}
                        data-row={row}
                        data-column={column}
                        value={parts === 0 ? '' : String(parts)}
                        placeholder="0"
                        readOnly={readOnly}
                        onFocus={(event) => {
                          setSelected({ row, column });
                          event.currentTarget.select();
                        }}
                        onKeyDown={(event) => onKeyDown(event, row, column)}
                        onChange={(event) =>
                          onChange([{ colorCode: color.code, size, parts: digitsOnly(event.target.value) }])
                        }
                      />
                      <span className="order-grid-stock">
                        {sku.available === null
                          ? ''
                          : soldOut
                            ? sku.nextDate
                              ? t.arrives(formatDate(sku.nextDate).slice(0, 5))
                              : t.soldOut
                            : t.free(sku.available)}
                      </span>
                    </td>
                  );
                })}
                <td className="order-grid-total">
                  {model.sizes.reduce((sum, size) => sum + partsAt(color.code, size), 0) || ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {!readOnly && (
        <div className="order-grid-tools">
          <div className="order-stepper" aria-live="polite">
            {stepButton(-1)}
            <span className="order-step-label">
              {selectedLabel
                ? `${selectedLabel}: ${partsAt(selectedColor?.code ?? '', selectedSize ?? '')}`
                : ''}
            </span>
            {stepButton(1)}
          </div>
          {model.colors.length > 1 && (
            <button
              type="button"
              className="order-same-button"
              onClick={copyRow}
              title={selectedColor ? t.sameInEveryColorHint(selectedColor.name) : undefined}
            >
              <i className="pi pi-clone" aria-hidden="true" />
              {t.sameInEveryColor}
            </button>
          )}
        </div>
      )}
    </div>
  );
});
OrderGrid.displayName = 'OrderGrid';
