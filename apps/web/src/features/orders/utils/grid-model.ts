import type { CatalogReference, CatalogSku } from '@portal/contracts';

/** A reference's grid (docs/domain.md §6): colours as rows (first-met order), sizes as columns in size order. */
export type GridModel = {
  colors: { code: string; name: string }[];
  sizes: string[];
  /** `${colorCode}\u0001${size}` → the SKU; a missing key is a cell the reference does not make. */
  cells: Map<string, CatalogSku>;
};

export const gridCellKey = (colorCode: string, size: string): string => `${colorCode}\u0001${size}`;

export const gridModel = (reference: CatalogReference): GridModel => {
  const colors: GridModel['colors'] = [];
  const sizeOrder = new Map<string, number>();
  const cells = new Map<string, CatalogSku>();
  for (const sku of reference.skus) {
    if (!colors.some((color) => color.code === sku.colorCode))
      colors.push({ code: sku.colorCode, name: sku.colorName });
    const known = sizeOrder.get(sku.size);
    if (known === undefined || sku.sizeOrder < known) sizeOrder.set(sku.size, sku.sizeOrder);
    cells.set(gridCellKey(sku.colorCode, sku.size), sku);
  }
  const sizes = [...sizeOrder.entries()].sort((a, b) => a[1] - b[1]).map(([size]) => size);
  return { colors, sizes, cells };
};

/** Stock in three words for the catalog: free, low (under a dozen) or sold out; null when stock.csv is silent. */
export type StockState = 'in-stock' | 'low' | 'sold-out' | null;

export const referenceStock = (reference: CatalogReference): StockState => {
  const figures = reference.skus.length > 0 ? reference.skus : reference.stock ? [reference.stock] : [];
  const known = figures.filter((cell) => cell.available !== null);
  if (known.length === 0) return null;
  const free = known.reduce((sum, cell) => sum + (cell.available ?? 0), 0);
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
