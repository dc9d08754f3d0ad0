import type { CollectionEntry } from '@portal/contracts';

export type CollectionTotals = { parts: number; references: number; value: number; averagePrice: number };

/** Peças, Refs and Valor summed; PM = Valor / Peças (0 without parts, as the server does per collection). */
export const collectionTotals = (collections: readonly CollectionEntry[]): CollectionTotals => {
  const parts = collections.reduce((sum, entry) => sum + entry.parts, 0);
  const references = collections.reduce((sum, entry) => sum + entry.references, 0);
  // Cents as integers, so a long list of 2-decimal values adds up exactly.
  const value = collections.reduce((sum, entry) => sum + Math.round(entry.value * 100), 0) / 100;
  return { parts, references, value, averagePrice: parts > 0 ? Math.round((value / parts) * 100) / 100 : 0 };
};

/** Green header when the customer bought parts of the collection, red otherwise (docs/product.md §2.6). */
export const collectionBought = (entry: CollectionEntry): boolean => entry.parts > 0;
