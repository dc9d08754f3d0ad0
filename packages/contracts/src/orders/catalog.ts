import { z } from 'zod';
import { count, defineCall, isoDate, money, searchText } from '../common.ts';

// Pedidos' catalog (docs/domain.md §6): every orderable reference of one price table, with its grid (colour × size)
// and stock. Kept on the device for offline order taking, so it carries the time of the import its prices and stock
// came from; the device revalidates it with the answer's ETag (docs/decisions/124).

/** A customer's CNPJ in a query string or body. */
export const orderCustomerRegister = z
  .string({ error: 'Informe o cliente' })
  .trim()
  .regex(/^\d{14}$/, 'Cliente inválido: informe o CNPJ com 14 dígitos');

/** A code of the import kept exactly as written ("01" stays "01"): price table, reference, colour, size. */
export const orderCode = (label: string) =>
  z
    .string({ error: `${label} inválido` })
    .min(1, `${label} inválido`)
    .max(60, `${label} com mais de 60 caracteres`);

export const catalogQuery = z
  .object({
    /** The customer whose table prices the catalog (docs/domain.md §6: its own, else its latest order's). */
    customerRegister: orderCustomerRegister.optional(),
    /** A table chosen by the rep; wins over the customer's. */
    priceTable: orderCode('Tabela de preço').optional(),
    /** Reference or description, case- and accent-insensitive. */
    search: searchText.optional(),
    /** A collection code. */
    collection: orderCode('Coleção').optional(),
  })
  .refine((query) => query.customerRegister !== undefined || query.priceTable !== undefined, {
    message: 'Informe o cliente ou a tabela de preço',
    path: ['priceTable'],
  });
export type CatalogQuery = z.infer<typeof catalogQuery>;

/** A colour of a reference's grid: a row of the grid. */
export const catalogColor = z.object({ code: z.string(), name: z.string() });

/**
 * One active SKU of a reference's grid, as an array rather than an object with its keys repeated in every cell (a
 * catalog carries tens of thousands): [colour (index into `colors`), size (index into `sizes`), pieces free now,
 * when the next pieces arrive, pieces arriving then]. The three stock figures are null when stock.csv does not list
 * the cell.
 */
export const catalogSku = z.tuple([count, count, count.nullable(), isoDate.nullable(), count.nullable()]);
export type CatalogSku = z.infer<typeof catalogSku>;

export const catalogCollection = z.object({
  code: z.string(),
  description: z.string(),
  group: z.string(),
  /**
   * When the collection starts (collections.csv), so the device tells the group's current collection (the latest
   * started by today) without the catalog changing with the day; absent from catalogs kept before it.
   */
  startsOn: isoDate.nullable().optional(),
});

export const soldByKinds = ['piece', 'pack'] as const;

/** A closed size run (docs/domain.md §8.2): pieces of each size in one pack, and whole packs free per colour. */
export const catalogPack = z.object({
  code: z.string(),
  /** Pieces in one pack. */
  parts: count,
  sizes: z.array(z.object({ size: z.string(), parts: count })),
  /**
   * Each colour the pack serves (one with every size of the pack): the least, over the pack's sizes, of ⌊available ÷
   * parts⌋; null when stock.csv lists none of those cells.
   */
  packsAvailable: z.array(z.object({ colorCode: z.string(), packs: count.nullable() })),
});
export type CatalogPack = z.infer<typeof catalogPack>;

export const catalogReference = z.object({
  reference: z.string(),
  description: z.string(),
  collection: catalogCollection,
  quotaArticle: z.string(),
  /** Price of one piece in the catalog's table. */
  price: money,
  /** The phone-sized photo, or null for the neutral placeholder. */
  imageUrl: z.string().nullable(),
  /** The grid's colours in code order; empty for a reference ordered as one line. */
  colors: z.array(catalogColor),
  /** The grid's sizes in size order. */
  sizes: z.array(z.string()),
  /** Active SKUs, colour then size; empty for a reference ordered as one line. */
  skus: z.array(catalogSku),
  /** Stock of a reference without SKUs (stock.csv's row with empty colour and size), else null. */
  stock: z
    .object({ available: count.nullable(), nextDate: isoDate.nullable(), nextAvailable: count.nullable() })
    .nullable(),
  /** `pack`: only whole packs may be ordered. */
  soldBy: z.enum(soldByKinds),
  /** Its packs, by code; empty when sold by the piece only. */
  packs: z.array(catalogPack),
});
export type CatalogReference = z.infer<typeof catalogReference>;

export const priceTableSources = ['chosen', 'customer', 'latest-order'] as const;
/** Where the table came from: the rep's choice, the customer's column, or the customer's latest order. */
export type PriceTableSource = (typeof priceTableSources)[number];

export const catalogAnswer = z.object({
  /** The table the prices are of; null when none is known nor chosen (then `references` is empty). */
  priceTable: z.string().nullable(),
  priceTableSource: z.enum(priceTableSources).nullable(),
  /** Every table of prices.csv, for the rep to pick from. */
  priceTables: z.array(z.string()),
  /** When the import the prices and stock came from finished (ISO 8601), null before any import. */
  importedAt: z.string().nullable(),
  references: z.array(catalogReference),
});
export type CatalogAnswer = z.infer<typeof catalogAnswer>;

/** 304 to an If-None-Match naming the answer's ETag: the device's copy is this import's, nothing is sent. */
export const catalogNotModifiedAnswer = z.null().describe('O catálogo que o aparelho já tem: sem corpo');

export const catalogCall = defineCall({
  method: 'GET',
  url: '/api/v1/catalog',
  query: catalogQuery,
  answer: catalogAnswer,
});

/** The photo's bytes (image/webp), not JSON. */
export const catalogImageAnswer = z.unknown().describe('Imagem WebP do tamanho de um celular');
export const catalogImageParams = z.object({
  key: z.string().regex(/^[0-9a-f]{64}$/, 'Imagem inválida'),
});
/** A catalog photo: content-addressed (the key changes with the image), so it is cached for good. */
export const catalogImageCall = defineCall({
  method: 'GET',
  url: '/api/v1/catalog/images/:key',
  params: catalogImageParams,
  answer: catalogImageAnswer,
});
