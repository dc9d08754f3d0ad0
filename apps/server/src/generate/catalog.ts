import { formatDay, toDay, yearOf } from './dates.ts';
import type { Random } from './prng.ts';
import { COLORS, GARMENT_DETAILS, QUOTA_ARTICLES } from './words.ts';

export type Collection = {
  code: string;
  description: string;
  groupCode: string;
  groupDescription: string;
  startsOn: number;
  /** Last day orders are usually taken for it. */
  sellsUntil: number;
};

export type Product = {
  reference: string;
  description: string;
  collection: Collection;
  article: string;
  priceCents: number;
};

export type Catalog = {
  collections: Collection[];
  products: Product[];
  productsByCollection: Map<string, Product[]>;
};

const GROUPS = [
  {
    code: 'INV',
    description: 'INVERNO',
    label: (year: number) => `INVERNO ${year}`,
    starts: (year: number) => `${year}-01-15`,
    months: 5,
  },
  {
    code: 'VER',
    description: 'VERÃO',
    label: (year: number) => `VERÃO ${year + 1}`,
    starts: (year: number) => `${year}-06-15`,
    months: 5,
  },
  {
    code: 'AVE',
    description: 'ALTO VERÃO',
    label: (year: number) => `ALTO VERÃO ${year + 1}`,
    starts: (year: number) => `${year}-10-01`,
    months: 4,
  },
  {
    code: 'BAS',
    description: 'BÁSICOS',
    label: (year: number) => `BÁSICOS ${year}`,
    starts: (year: number) => `${year}-01-02`,
    months: 12,
  },
] as const;

// Articles that do not sell in a season are left out of its collections (no biquíni in the winter).
const SEASON_ARTICLES: Record<string, readonly string[]> = {
  INV: ['MAL', 'JEA', 'TPL', 'MIN', 'INF', 'TRI', 'ACE'],
  VER: ['MAL', 'JEA', 'TPL', 'MPR', 'MIN', 'INF', 'ACE'],
  AVE: ['MAL', 'TPL', 'MPR', 'INF', 'ACE'],
  BAS: ['MAL', 'JEA', 'MIN', 'INF'],
};

/** Seasonal collections covering the history (plus the one being sold now) and their products. */
export const buildCatalog = (
  random: Random,
  firstDay: number,
  today: number,
  productsPerArticle: number,
): Catalog => {
  const collections: Collection[] = [];
  for (let year = yearOf(firstDay) - 1; year <= yearOf(today); year += 1) {
    for (const group of GROUPS) {
      const startsOn = toDay(group.starts(year));
      if (startsOn > today) continue;
      collections.push({
        code: `${group.code}${String(year + (group.code === 'VER' || group.code === 'AVE' ? 1 : 0)).slice(2)}`,
        description: group.label(year),
        groupCode: group.code,
        groupDescription: group.description,
        startsOn,
        sellsUntil: startsOn + group.months * 30,
      });
    }
  }
  collections.sort((a, b) => a.startsOn - b.startsOn || a.code.localeCompare(b.code));

  const products: Product[] = [];
  const productsByCollection = new Map<string, Product[]>();
  for (const collection of collections) {
    const list: Product[] = [];
    let sequence = 0;
    for (const article of QUOTA_ARTICLES) {
      if (!SEASON_ARTICLES[collection.groupCode]?.includes(article.code)) continue;
      for (let index = 0; index < productsPerArticle; index += 1) {
        sequence += 1;
        const garment = random.pick(article.garments);
        const product: Product = {
          reference: `${collection.code}.${String(sequence).padStart(4, '0')}`,
          description: `${garment} ${random.pick(GARMENT_DETAILS)} ${random.pick(COLORS)}`,
          collection,
          article: article.code,
          // Prices grow ~6% a year, like the real tables do.
          priceCents: Math.round(
            article.price *
              (0.7 + random.next() * 0.9) *
              (1 + 0.06 * (yearOf(collection.startsOn) - yearOf(firstDay))),
          ),
        };
        list.push(product);
        products.push(product);
      }
    }
    productsByCollection.set(collection.code, list);
  }
  return { collections, products, productsByCollection };
};

export const collectionRow = (collection: Collection): (string | number)[] => [
  collection.code,
  collection.description,
  collection.groupCode,
  collection.groupDescription,
  formatDay(collection.startsOn),
];
