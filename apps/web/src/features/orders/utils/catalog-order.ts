import type { CatalogReference } from '@portal/contracts';
import { referenceStock } from './grid-model.ts';

/**
 * The collections current today (docs/domain.md §5: per group, the one with the latest start on or before today), by
 * code; empty when the catalog does not say when its collections start.
 */
export const currentCollections = (references: readonly CatalogReference[], today: string): Set<string> => {
  const latest = new Map<string, { code: string; startsOn: string }>();
  for (const { collection } of references) {
    const startsOn = collection.startsOn;
    if (!startsOn || startsOn > today) continue;
    const known = latest.get(collection.group);
    if (!known || startsOn > known.startsOn)
      latest.set(collection.group, { code: collection.code, startsOn });
  }
  return new Set([...latest.values()].map((entry) => entry.code));
};

/**
 * The order the catalog opens in: the current collections first, then within each part the references with stock
 * before the sold-out ones, otherwise as the server lists them (by reference).
 */
export const catalogOrder = (references: readonly CatalogReference[], today: string): CatalogReference[] => {
  const current = currentCollections(references, today);
  const rank = (reference: CatalogReference) =>
    (current.size > 0 && !current.has(reference.collection.code) ? 2 : 0) +
    (referenceStock(reference) === 'sold-out' ? 1 : 0);
  return references
    .map((reference, index) => ({ reference, index, rank: rank(reference) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.reference);
};
