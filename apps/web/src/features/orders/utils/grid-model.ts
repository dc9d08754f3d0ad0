import type { CatalogReference } from '@portal/contracts';

/** What a grid cell holds, as the grid hands its changes to the order. */
export type GridCell = { colorCode: string; size: string; parts: number };

/** A grid cell's stock; the figures are null when stock.csv does not list the cell. */
export type CellStock = { available: number | null; nextDate: string | null; nextAvailable: number | null };

/** A reference's grid (docs/domain.md §6): colours as rows in the catalog's order, sizes as columns in size order. */
export type GridModel = {
  colors: readonly { code: string; name: string }[];
  sizes: readonly string[];
  /** `${colorCode}\u0001${size}` → the cell's stock; a missing key is a cell the reference does not make. */
  cells: ReadonlyMap<string, CellStock>;
};

export const gridCellKey = (colorCode: string, size: string): string => `${colorCode}\u0001${size}`;

// One model per catalog reference, kept while the catalog answer is: the summary looks cells up on every tap.
const models = new WeakMap<CatalogReference, GridModel>();

/** The grid of a reference from the catalog's arrays (colour index, size index, stock figures). */
export const gridModel = (reference: CatalogReference): GridModel => {
  const known = models.get(reference);
  if (known) return known;
  const cells = new Map<string, CellStock>();
  for (const [color, size, available, nextDate, nextAvailable] of reference.skus) {
    const code = reference.colors[color]?.code;
    const label = reference.sizes[size];
    if (code !== undefined && label !== undefined)
      cells.set(gridCellKey(code, label), { available, nextDate, nextAvailable });
  }
  const model = { colors: reference.colors, sizes: reference.sizes, cells };
  models.set(reference, model);
  return model;
};

/** Stock in three words for the catalog: free, low (under a dozen) or sold out; null when stock.csv is silent. */
export type StockState = 'in-stock' | 'low' | 'sold-out' | null;

export const referenceStock = (reference: CatalogReference): StockState => {
  const figures =
    reference.skus.length > 0
      ? reference.skus.map((cell) => cell[2])
      : reference.stock
        ? [reference.stock.available]
        : [];
  const known = figures.filter((available) => available !== null);
  if (known.length === 0) return null;
  const free = known.reduce((sum, available) => sum + available, 0);
  if (free === 0) return 'sold-out';
  return free < 12 ? 'low' : 'in-stock';
};

/** Where focus goes from a cell on an arrow key; cells the reference does not make are skipped. */
export const moveInGrid = (
  model: GridModel,
  from: { row: number; column: number },
  key: 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight',
): { row: number; column: number } => {
  const [dRow, dColumn] =
    key === 'ArrowUp' ? [-1, 0] : key === 'ArrowDown' ? [1, 0] : key === 'ArrowLeft' ? [0, -1] : [0, 1];
  let row = from.row + dRow;
  let column = from.column + dColumn;
  while (row >= 0 && row < model.colors.length && column >= 0 && column < model.sizes.length) {
    const color = model.colors[row];
    const size = model.sizes[column];
    if (color && size && model.cells.has(gridCellKey(color.code, size))) return { row, column };
    row += dRow;
    column += dColumn;
  }
  return from;
};
