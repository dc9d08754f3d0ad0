import type { CatalogReference } from '@portal/contracts';
import { memo, useCallback, useMemo, useRef, useState } from 'react';
import { gridCellKey, gridModel, moveInGrid, type GridCell } from '../utils/grid-model.ts';
import { shortOf } from '../utils/order-summary.ts';
import { ordersTexts as t } from '../orders-texts.ts';
import { OrderGridCell, type CellPosition, type GridKey } from './order-grid-cell.tsx';
import { OrderGridPacks, packRunText } from './order-grid-packs.tsx';

type Props = {
  reference: CatalogReference;
  /** `colorCode\u0001size` → pieces typed in the cell. */
  quantities: ReadonlyMap<string, number>;
  /** `colorCode\u0001size` → parts the cell gets from packs. */
  packParts?: ReadonlyMap<string, number>;
  /** `colorCode\u0001packCode` → packs of that colour. */
  packs?: ReadonlyMap<string, number>;
  onChange: (cells: GridCell[]) => void;
  onPacks?: (colorCode: string, packCode: string, packs: number) => void;
  /** The order's delivery date: pieces arriving by then count as free, as at the send. */
  deliveryDate?: string | undefined;
  readOnly?: boolean;
};

const NO_PARTS: ReadonlyMap<string, number> = new Map();

/**
 * The grade (docs/domain.md §6): each colour's name above its row of sizes in size order, so every size and the
 * row's total fit a phone's width; each cell with its free stock, or the arrival date when none is free (sold out,
 * yet orderable for that date), marked as soon as what is typed passes what is free. A cell shows the pieces typed
 * plus what the colour's packs put in it (docs/domain.md §8.2); a reference sold by the pack takes packs only.
 * Typing and arrow keys on a desktop; on a phone, a tap picks a cell and the stepper under the grid adds or removes
 * with a thumb.
 */
export const OrderGrid = memo(
  ({
    reference,
    quantities,
    packParts = NO_PARTS,
    packs = NO_PARTS,
    onChange,
    onPacks,
    deliveryDate,
    readOnly = false,
  }: Props) => {
    const model = useMemo(() => gridModel(reference), [reference]);
    const [selected, setSelected] = useState<CellPosition | null>(null);
    const [copyNote, setCopyNote] = useState<string[]>([]);
    const table = useRef<HTMLTableElement>(null);
    const packOnly = reference.soldBy === 'pack';
    const piecesReadOnly = readOnly || packOnly;

    const piecesAt = (colorCode: string, size: string) => quantities.get(gridCellKey(colorCode, size)) ?? 0;
    const fromPacksAt = (colorCode: string, size: string) => packParts.get(gridCellKey(colorCode, size)) ?? 0;
    const partsAt = (colorCode: string, size: string) =>
      piecesAt(colorCode, size) + fromPacksAt(colorCode, size);
    const step = (colorCode: string, size: string, delta: 1 | -1) =>
      onChange([{ colorCode, size, parts: Math.max(0, piecesAt(colorCode, size) + delta) }]);
    const onMove = useCallback(
      (from: CellPosition, key: GridKey) => {
        const next = moveInGrid(model, from, key === 'Enter' ? 'ArrowRight' : key);
        table.current
          ?.querySelector<HTMLInputElement>(`input[data-row="${next.row}"][data-column="${next.column}"]`)
          ?.focus();
      },
      [model],
    );

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

    // A colour that lacks a size the source has cannot take its pieces: the rep is told which, never left to find
    // the pieces missing later.
    const copyRow = () => {
      const source =
        selectedColor ??
        model.colors.find((color) => model.sizes.some((size) => piecesAt(color.code, size) > 0));
      if (!source) return;
      const cells: GridCell[] = [];
      const notes: string[] = [];
      for (const color of model.colors) {
        if (color.code === source.code) continue;
        const lacking: string[] = [];
        let lost = 0;
        for (const size of model.sizes) {
          const parts = piecesAt(source.code, size);
          if (model.cells.has(gridCellKey(color.code, size)))
            cells.push({ colorCode: color.code, size, parts });
          else if (parts > 0) {
            lacking.push(size);
            lost += parts;
          }
        }
        if (lacking.length > 0) notes.push(t.sameMissing(color.name, lacking, lost));
      }
      setCopyNote(notes);
      onChange(cells);
    };

    const shortCells: string[] = [];
    const rowTotal = (colorCode: string) =>
      model.sizes.reduce((sum, size) => sum + partsAt(colorCode, size), 0);

    const body = model.colors.map((color, row) => (
      <tbody key={color.code} className="order-grid-color-group">
        <tr className="order-grid-color-row">
          <th scope="colgroup" colSpan={model.sizes.length + 1} className="order-grid-color">
            <span className="order-grid-color-name">{color.name}</span>
            <span className="order-grid-code">{color.code}</span>
            {reference.packs.length > 0 && (
              <OrderGridPacks
                reference={reference}
                color={color}
                packs={packs}
                readOnly={readOnly}
                onPacks={onPacks}
              />
            )}
          </th>
        </tr>
        <tr className="order-grid-cells-row">
          {model.sizes.map((size, column) => {
            const sku = model.cells.get(gridCellKey(color.code, size));
            if (!sku) return <td key={size} className="order-grid-none" aria-label={t.noSize(size)} />;
            const parts = partsAt(color.code, size);
            const short = parts > 0 && shortOf(parts, sku, deliveryDate) !== null;
            if (short && sku.available !== null)
              shortCells.push(t.stockWarning(t.cellLabel(color.name, size), parts, sku.available, null));
            return (
              <OrderGridCell
                key={size}
                colorCode={color.code}
                colorName={color.name}
                size={size}
                row={row}
                column={column}
                stock={sku}
                parts={parts}
                fromPacks={fromPacksAt(color.code, size)}
                short={short}
                selected={selected?.row === row && selected.column === column}
                readOnly={piecesReadOnly}
                onSelect={setSelected}
                onMove={onMove}
                onChange={onChange}
              />
            );
          })}
          <td className="order-grid-total" data-testid={`grid-total-${color.code}`}>
            {rowTotal(color.code) || ''}
          </td>
        </tr>
      </tbody>
    ));

    return (
      <div className="order-grid">
        {reference.packs.length > 0 && (
          <ul className="order-grid-pack-runs" aria-label={t.packRuns}>
            {reference.packs.map((pack) => (
              <li key={pack.code}>{t.packRun(pack.code, packRunText(pack), pack.parts)}</li>
            ))}
          </ul>
        )}
        {packOnly && !readOnly && <p className="order-hint order-grid-pack-only">{t.packOnly}</p>}
        <div className="order-grid-scroll">
          <table ref={table} aria-label={t.gridOf(reference.reference, reference.description)}>
            <thead>
              <tr>
                {model.sizes.map((size) => (
                  <th key={size} scope="col">
                    {size}
                  </th>
                ))}
                <th scope="col">{t.total}</th>
              </tr>
            </thead>
            {body}
          </table>
        </div>
        {/* The live region stays while the list comes and goes, so a reader hears each cell that runs short; the
            list keeps its own role (a list given role="status" would orphan its items). */}
        <div role="status" aria-label={t.shortTitle}>
          {shortCells.length > 0 && (
            <ul className="order-grid-short">
              {shortCells.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          )}
        </div>
        {!piecesReadOnly && (
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
        {copyNote.length > 0 && (
          <ul className="order-grid-copy-note" role="status" data-testid="grid-copy-note">
            {copyNote.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        )}
      </div>
    );
  },
);
OrderGrid.displayName = 'OrderGrid';
