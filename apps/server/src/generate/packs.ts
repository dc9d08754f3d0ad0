import type { Product } from './catalog.ts';
import type { CsvWriter } from './csv-writer.ts';
import type { GridCell } from './order-catalog.ts';
import type { Random } from './prng.ts';

// Closed size runs (docs/domain.md §8.1): about a third of the references with a grid get one or two packs, and about
// a third of those are sold only by the pack. Drawn from a stream of their own after the grids, so the rest of the
// synthetic data stays the same for a seed.

const SHARE_WITH_PACKS = 1 / 3;
const SHARE_SOLD_BY_PACK = 0.35;

/** The reference's active sizes, in size order (a size active in any colour). */
const activeSizes = (cells: readonly GridCell[]): string[] =>
  [...new Map(cells.map((cell) => [cell.size, cell.sizeOrder])).entries()]
    .sort((x, y) => x[1] - y[1])
    .map(([size]) => size);

/**
 * Writes packs.csv and answers each product's sold_by: the full run ("G1", more pieces of the middle sizes) and, for
 * some, a shorter run of the middle sizes ("G2", one piece each).
 */
export const writePacks = (
  random: Random,
  products: readonly Product[],
  grids: ReadonlyMap<string, readonly GridCell[]>,
  packs: CsvWriter,
): Map<string, 'piece' | 'pack'> => {
  const soldBy = new Map<string, 'piece' | 'pack'>();
  for (const product of products) {
    const sizes = activeSizes(grids.get(product.reference) ?? []);
    if (sizes.length < 2 || !random.chance(SHARE_WITH_PACKS)) continue;
    const middle = (index: number) => index > 0 && index < sizes.length - 1;
    sizes.forEach((size, index) => packs.row([product.reference, 'G1', size, middle(index) ? 2 : 1]));
    if (sizes.length >= 4 && random.chance(0.5))
      sizes.forEach((size, index) => {
        if (middle(index)) packs.row([product.reference, 'G2', size, 1]);
      });
    if (random.chance(SHARE_SOLD_BY_PACK)) soldBy.set(product.reference, 'pack');
  }
  return soldBy;
};
