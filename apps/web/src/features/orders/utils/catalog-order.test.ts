import type { CatalogReference } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { catalogOrder, currentCollections } from './catalog-order.ts';
import { sampleReferences } from './test-catalog.ts';

const base = sampleReferences[1]!;
const make = (
  reference: string,
  collection: string,
  startsOn: string,
  available: number,
): CatalogReference => ({
  ...base,
  reference,
  collection: { code: collection, description: collection, group: 'VERAO', startsOn },
  stock: { available, nextDate: null, nextAvailable: null },
});

describe('the order the catalog opens in', () => {
  it('puts the current collection first and, within it, the references in stock before the sold-out ones', () => {
    const references = [
      make('A1', 'V26', '2025-08-01', 10),
      make('A2', 'V27', '2026-08-01', 0),
      make('A3', 'V27', '2026-08-01', 5),
      make('A4', 'V28', '2027-08-01', 9),
      make('A5', 'V26', '2025-08-01', 0),
    ];
    expect([...currentCollections(references, '2026-12-01')]).toEqual(['V27']);
    expect(catalogOrder(references, '2026-12-01').map((reference) => reference.reference)).toEqual([
      'A3',
      'A2',
      'A1',
      'A4',
      'A5',
    ]);
  });

  it('without start dates keeps the collections as listed and still puts stock first', () => {
    const references = sampleReferences.map((reference) => ({ ...reference }));
    const soldOut = { ...references[1]!, stock: { available: 0, nextDate: null, nextAvailable: null } };
    expect(catalogOrder([soldOut, references[0]!], '2026-12-01').map((item) => item.reference)).toEqual([
      'R100',
      'R200',
    ]);
  });
});
