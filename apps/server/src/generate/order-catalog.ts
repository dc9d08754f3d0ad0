import type { Product } from './catalog.ts';
import type { CsvWriter } from './csv-writer.ts';
import { formatDay } from './dates.ts';
import type { Random } from './prng.ts';
import { COLORS, PRICE_TABLES } from './words.ts';

// What Pedidos reads from the ERP (docs/domain.md §6): each reference's colour × size grid, its price in every table,
// the stock per cell, the customer's table and the rep's maximum discount. Drawn from a stream of their own, so the
// rest of the synthetic history stays the same for a seed.

/** Jeans by waist size, accessories as one line, everything else in letter sizes. */
const SIZE_RUNS: Record<string, readonly string[]> = {
  JEA: ['36', '38', '40', '42', '44', '46', '48'],
  ACE: [],
};
const LETTER_SIZES = ['PP', 'P', 'M', 'G', 'GG'];

/** Price factors of each table over the list price (atacado, varejo, promocional, feira). */
const TABLE_FACTORS = [1, 1.18, 0.9, 0.95];
export const MAX_DISCOUNTS = [5, 8, 10, 10, 12, 15];

export type GridCell = { colorCode: string; colorName: string; size: string; sizeOrder: number };

/** Colour codes are the ERP's: two digits, kept as text ("01"). */
const colorCode = (name: string): string => String(COLORS.indexOf(name) + 1).padStart(2, '0');

export type OrderCatalog = {
  /** Active cells of each reference, by reference, in colour then size order; absent for one-line references. */
  grids: Map<string, GridCell[]>;
};

const pickDistinct = <T>(random: Random, items: readonly T[], count: number): T[] => {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0)
    chosen.push(...pool.splice(random.int(0, pool.length - 1), 1));
  return chosen;
};

/**
 * Writes skus.csv, prices.csv and stock.csv for `products`: 2–6 colours per reference, a size run, a price per table
 * for the references of the last two years' collections, and stock with sold-out cells, some arriving later.
 */
export const writeOrderCatalog = (
  random: Random,
  products: readonly Product[],
  today: number,
  writers: { skus: CsvWriter; prices: CsvWriter; stock: CsvWriter },
): OrderCatalog => {
  const grids = new Map<string, GridCell[]>();
  const stockRow = (reference: string, cell: GridCell | null): void => {
    // A few cells are not in the ERP's stock file at all: the screen shows no stock for them.
    if (random.chance(0.04)) return;
    const roll = random.next();
    const soldOut = roll < 0.14;
    const available = soldOut ? 0 : roll < 0.22 ? random.int(1, 5) : random.int(12, 240);
    const arriving = soldOut ? random.chance(0.7) : random.chance(0.1);
    writers.stock.row([
      reference,
      cell?.colorCode ?? '',
      cell?.size ?? '',
      available,
      arriving ? formatDay(today + random.int(7, 45)) : null,
      arriving ? 6 * random.int(2, 20) : null,
    ]);
  };
  for (const product of products) {
    const sizes = SIZE_RUNS[product.article] ?? LETTER_SIZES;
    const cells: GridCell[] = [];
    if (sizes.length > 0) {
      const colors = pickDistinct(random, COLORS, random.int(2, 6)).sort(
        (a, b) => COLORS.indexOf(a) - COLORS.indexOf(b),
      );
      for (const colorName of colors) {
        sizes.forEach((size, index) => {
          const cell = { colorCode: colorCode(colorName), colorName, size, sizeOrder: index + 1 };
          const active = !random.chance(0.03);
          writers.skus.row([
            product.reference,
            cell.colorCode,
            size,
            colorName,
            cell.sizeOrder,
            active ? 'true' : 'false',
          ]);
          if (active) cells.push(cell);
        });
      }
      grids.set(product.reference, cells);
    }
    if (product.collection.sellsUntil < today - 730) continue;
    TABLE_FACTORS.forEach((factor, index) =>
      writers.prices.row([
        PRICE_TABLES[index],
        product.reference,
        (Math.round(product.priceCents * factor) / 100).toFixed(2),
      ]),
    );
    if (cells.length === 0) stockRow(product.reference, null);
    else for (const cell of cells) stockRow(product.reference, cell);
  }
  return { grids };
};

/** The customer's table: most have one, the others take their latest order's (docs/domain.md §6). */
export const customerPriceTable = (random: Random): string | null =>
  random.chance(0.8) ? (PRICE_TABLES[random.chance(0.7) ? 0 : random.int(1, 3)] ?? null) : null;

export const maxDiscountOf = (random: Random): string => random.pick(MAX_DISCOUNTS).toFixed(2);

/**
 * Writes one order item, spread over grid cells when the order is recent (the ERP's older history has no cells):
 * one or two colours, the parts over the size run; value and net value split so their sums stay the item's.
 */
export const makeItemWriter =
  (random: Random, grids: Map<string, GridCell[]>, items: CsvWriter, cellsSince: number) =>
  (
    day: number,
    order: number,
    reference: string,
    parts: number,
    valueCents: number,
    netCents: number,
  ): void => {
    const money = (cents: number): string => (cents / 100).toFixed(2);
    const grid = grids.get(reference);
    if (day < cellsSince || !grid || grid.length === 0 || parts <= 0) {
      items.row([order, reference, parts, money(valueCents), money(netCents), null, null]);
      return;
    }
    const colors = [...new Set(grid.map((cell) => cell.colorCode))];
    const chosen = new Set(pickDistinct(random, colors, random.chance(0.5) ? 2 : 1));
    const cells = grid.filter((cell) => chosen.has(cell.colorCode)).slice(0, parts);
    const unit = valueCents / parts;
    let partsLeft = parts;
    let netLeft = netCents;
    cells.forEach((cell, index) => {
      const last = index === cells.length - 1;
      const cellParts = last ? partsLeft : Math.floor(parts / cells.length);
      const cellNet = last ? netLeft : Math.round((netCents * cellParts) / parts);
      partsLeft -= cellParts;
      netLeft -= cellNet;
      items.row([
        order,
        reference,
        cellParts,
        money(Math.round(unit * cellParts)),
        money(cellNet),
        cell.colorCode,
        cell.size,
      ]);
    });
  };
