import type { CatalogAnswer, CatalogReference, OrderContextAnswer } from '@portal/contracts';

const sku = (
  colorCode: string,
  colorName: string,
  size: string,
  sizeOrder: number,
  available: number | null,
) => ({
  colorCode,
  colorName,
  size,
  sizeOrder,
  available,
  nextDate: available === 0 ? '2026-12-10' : null,
  nextAvailable: available === 0 ? 12 : null,
});

/** Two references with a grid and one ordered as one line, as the server answers them. */
export const sampleReferences: CatalogReference[] = [
  {
    reference: 'R100',
    description: 'BLUSA MALHA CANELADA',
    collection: { code: 'V27', description: 'VERAO 2027', group: 'VERAO' },
    quotaArticle: 'MALHA',
    price: 39.9,
    imageUrl: null,
    skus: [
      sku('01', 'PRETO', 'P', 1, 10),
      sku('01', 'PRETO', 'M', 2, 0),
      sku('01', 'PRETO', 'G', 3, 4),
      sku('02', 'BRANCO', 'P', 1, 8),
      sku('02', 'BRANCO', 'M', 2, 8),
      sku('02', 'BRANCO', 'G', 3, null),
    ],
    stock: null,
  },
  {
    reference: 'R200',
    description: 'CALCA JEANS RETA',
    collection: { code: 'V27', description: 'VERAO 2027', group: 'VERAO' },
    quotaArticle: 'JEANS',
    price: 12.35,
    imageUrl: null,
    skus: [],
    stock: { available: 50, nextDate: null, nextAvailable: null },
  },
  {
    reference: 'R300',
    description: 'VESTIDO LINHO',
    collection: { code: 'I27', description: 'INVERNO 2027', group: 'INVERNO' },
    quotaArticle: 'MALHA',
    price: 0.1,
    imageUrl: null,
    skus: [],
    stock: null,
  },
];

export const sampleCatalog: CatalogAnswer = {
  priceTable: 'T1',
  priceTableSource: 'customer',
  priceTables: ['T1', 'T2'],
  importedAt: '2026-11-26T06:00:00.000Z',
  references: sampleReferences,
};

export const sampleContext: OrderContextAnswer = {
  customer: { register: '11222333000181', name: 'MALHAS PRIMAVERA LTDA' },
  representativeId: 1,
  month: '2026-11-01',
  priceTable: 'T1',
  priceTableSource: 'customer',
  maxDiscountPercent: 10,
  commissionRate: 3.5,
  goals: [{ quotaArticle: 'MALHA', description: 'MALHARIA', goal: 1000, salesBefore: 250 }],
  credit: { projectedBalanceBefore: 200, baseFlag: 0 },
};
