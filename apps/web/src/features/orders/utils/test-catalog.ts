import type {
  CatalogAnswer,
  CatalogReference,
  CatalogSku,
  OrderContextAnswer,
  OrderRepeatAnswer,
} from '@portal/contracts';

/** A cell as the server answers it: colour and size by index, then its stock (arriving pieces when sold out). */
const sku = (color: number, size: number, available: number | null): CatalogSku => [
  color,
  size,
  available,
  available === 0 ? '2026-12-10' : null,
  available === 0 ? 12 : null,
];

/** Two references with a grid and one ordered as one line, as the server answers them. */
export const sampleReferences: CatalogReference[] = [
  {
    reference: 'R100',
    description: 'BLUSA MALHA CANELADA',
    collection: { code: 'V27', description: 'VERAO 2027', group: 'VERAO' },
    quotaArticle: 'MALHA',
    price: 39.9,
    imageUrl: null,
    colors: [
      { code: '01', name: 'PRETO' },
      { code: '02', name: 'BRANCO' },
    ],
    sizes: ['P', 'M', 'G'],
    skus: [sku(0, 0, 10), sku(0, 1, 0), sku(0, 2, 4), sku(1, 0, 8), sku(1, 1, 8), sku(1, 2, null)],
    stock: null,
    soldBy: 'piece',
    packs: [],
  },
  {
    reference: 'R200',
    description: 'CALCA JEANS RETA',
    collection: { code: 'V27', description: 'VERAO 2027', group: 'VERAO' },
    quotaArticle: 'JEANS',
    price: 12.35,
    imageUrl: null,
    colors: [],
    sizes: [],
    skus: [],
    stock: { available: 50, nextDate: null, nextAvailable: null },
    soldBy: 'piece',
    packs: [],
  },
  {
    reference: 'R300',
    description: 'VESTIDO LINHO',
    collection: { code: 'I27', description: 'INVERNO 2027', group: 'INVERNO' },
    quotaArticle: 'MALHA',
    price: 0.1,
    imageUrl: null,
    colors: [],
    sizes: [],
    skus: [],
    stock: null,
    soldBy: 'piece',
    packs: [],
  },
];

/** A reference sold by the closed size run only: pack A puts P 2 · M 4 · G 4 · GG 2 in each colour it serves. */
export const packReference: CatalogReference = {
  reference: 'R500',
  description: 'CAMISETA BASICA',
  collection: { code: 'V27', description: 'VERAO 2027', group: 'VERAO' },
  quotaArticle: 'MALHA',
  price: 20,
  imageUrl: null,
  colors: [
    { code: '01', name: 'PRETO' },
    { code: '03', name: 'AZUL' },
  ],
  sizes: ['P', 'M', 'G', 'GG', 'XG'],
  skus: [
    sku(0, 0, 10),
    sku(0, 1, 20),
    sku(0, 2, 20),
    sku(0, 3, 10),
    sku(0, 4, 3),
    sku(1, 0, 4),
    sku(1, 1, 8),
    sku(1, 2, 8),
    sku(1, 3, 4),
  ],
  stock: null,
  soldBy: 'pack',
  packs: [
    {
      code: 'A',
      parts: 12,
      sizes: [
        { size: 'P', parts: 2 },
        { size: 'M', parts: 4 },
        { size: 'G', parts: 4 },
        { size: 'GG', parts: 2 },
      ],
      packsAvailable: [
        { colorCode: '01', packs: 5 },
        { colorCode: '03', packs: 2 },
      ],
    },
  ],
};

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
  terms: { paymentConditions: [], usualPaymentCondition: null, carriers: [], approvalOn: false },
};

/**
 * The server's answer to "Repetir pedido" of order 501: the old order's terms, one line still orderable and one
 * the catalog has dropped.
 */
export const sampleRepeatAnswer = (change: Partial<OrderRepeatAnswer> = {}): OrderRepeatAnswer => ({
  orderNumber: 501,
  issueDate: '2026-10-20',
  customer: sampleContext.customer,
  representativeId: 1,
  priceTable: 'T1',
  paymentDays: 45,
  terms: {
    priceTable: 'T2',
    paymentConditionCode: '306090',
    freightType: 'FOB',
    carrierCode: 'JAD',
    discountPercent: 7.5,
  },
  notes: [],
  lines: [
    {
      reference: 'R100',
      description: 'BLUSA MALHA CANELADA',
      colorCode: '01',
      size: 'P',
      parts: 4,
      orderable: true,
      reason: null,
    },
    {
      reference: 'R900',
      description: null,
      colorCode: null,
      size: null,
      parts: 2,
      orderable: false,
      reason: 'fora do catálogo',
    },
  ],
  ...change,
});
