import type { CatalogAnswer, CatalogReference, CatalogSku, PriceTableSource } from '@portal/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { fold, patterns } from '../../db/sql-kit/accent-fold.ts';
import { toMoney } from '../../db/sql-kit/money.ts';
import { catalogPacksOf } from './order-packs.queries.ts';

// Pedidos' catalog (docs/domain.md §6): the orderable references of one price table (a price there and, with a grid,
// at least one active SKU), each with its active SKUs and their stock.

export type CustomerForOrder = {
  register: string;
  name: string;
  representativeId: number;
  /** customers.price_table (empty counts as absent). */
  ownTable: string | null;
  /** The table of the customer's latest non-canceled order that has one. */
  latestOrderTable: string | null;
};

export const customerForOrder = async (
  db: Kysely<Database>,
  register: string,
): Promise<CustomerForOrder | undefined> => {
  const { rows } = await sql<{
    register: string;
    name: string;
    representative_id: number;
    own_table: string | null;
    latest_table: string | null;
  }>`
    select c.register::text as register, c.name, c.representative_id, nullif(c.price_table, '') as own_table,
           (select o.price_table from orders o
             where o.customer_register = c.register and o.status <> 'canceled' and nullif(o.price_table, '') is not null
             order by o.issue_date desc, o.number desc limit 1) as latest_table
      from customers c where c.register = ${register}::bpchar`.execute(db);
  const row = rows[0];
  return row
    ? {
        register: row.register,
        name: row.name,
        representativeId: row.representative_id,
        ownTable: row.own_table,
        latestOrderTable: row.latest_table,
      }
    : undefined;
};

/** The table an order is priced with: the rep's choice, else the customer's, else its latest order's. */
export const priceTableFor = (
  chosen: string | null | undefined,
  customer: CustomerForOrder | undefined,
): { table: string | null; source: PriceTableSource | null } => {
  if (chosen) return { table: chosen, source: 'chosen' };
  if (customer?.ownTable) return { table: customer.ownTable, source: 'customer' };
  if (customer?.latestOrderTable) return { table: customer.latestOrderTable, source: 'latest-order' };
  return { table: null, source: null };
};

export const priceTables = async (db: Kysely<Database>): Promise<string[]> => {
  const { rows } = await sql<{ price_table: string }>`
    select distinct price_table from prices order by price_table`.execute(db);
  return rows.map((row) => row.price_table);
};

type CatalogRow = {
  reference: string;
  description: string;
  collection_code: string;
  collection_description: string;
  group_description: string;
  collection_starts_on: string | null;
  quota_article_code: string;
  price: string;
  image_key: string | null;
  /** Whether the reference has SKUs at all, active or not. */
  has_grid: boolean;
  /** Its active SKUs, null without one. */
  cells: Cell[] | null;
  stock_available: number | null;
  stock_next_date: string | null;
  stock_next_available: number | null;
  sold_by: 'piece' | 'pack';
};

/** An active SKU as the statement aggregates it. */
type Cell = [
  colorCode: string,
  colorName: string,
  size: string,
  sizeOrder: number,
  available: number | null,
  nextDate: string | null,
  nextAvailable: number | null,
];

export const imageUrlOf = (key: string | null): string | null =>
  key ? `/api/v1/catalog/images/${key}` : null;

type CompactGrid = Pick<CatalogReference, 'colors' | 'sizes' | 'skus'>;

const byText = (x: string, y: string): number => (x < y ? -1 : x > y ? 1 : 0);

/**
 * A reference's active SKUs as its colours (code order), its sizes (size order: a size's lowest size_order across
 * colours, then the size) and one array per cell indexing both, colour then size.
 */
const compactGrid = (cells: readonly Cell[]): CompactGrid => {
  const names = new Map<string, string>();
  const sizeOrder = new Map<string, number>();
  for (const [colorCode, colorName, size, order] of cells) {
    const name = names.get(colorCode);
    if (name === undefined || colorName < name) names.set(colorCode, colorName);
    const known = sizeOrder.get(size);
    if (known === undefined || order < known) sizeOrder.set(size, order);
  }
  const colors = [...names.keys()].sort(byText);
  const sizes = [...sizeOrder.entries()]
    .sort((x, y) => x[1] - y[1] || byText(x[0], y[0]))
    .map(([size]) => size);
  const colorIndex = new Map(colors.map((code, index) => [code, index]));
  const sizeIndex = new Map(sizes.map((size, index) => [size, index]));
  const skus = cells.map(([colorCode, , size, , available, nextDate, nextAvailable]): CatalogSku => [
    colorIndex.get(colorCode) ?? 0,
    sizeIndex.get(size) ?? 0,
    available,
    nextDate,
    nextAvailable,
  ]);
  skus.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  return { colors: colors.map((code) => ({ code, name: names.get(code) ?? code })), sizes, skus };
};

export type CatalogFilter = { table: string; search?: string | undefined; collection?: string | undefined };

/**
 * The orderable references of one table, by reference, in one statement that answers one row per reference with its
 * active SKUs aggregated as arrays: forty thousand cells sent as rows cost more in the driver (above all PGlite's)
 * than one aggregate per reference. Their indexes into the colours and sizes are put here (docs/decisions/124).
 */
export const catalogOf = async (db: Kysely<Database>, filter: CatalogFilter): Promise<CatalogReference[]> => {
  const search = filter.search ? patterns(filter.search) : undefined;
  const { rows } = await sql<CatalogRow>`
    with priced as (
      select p.reference, p.description, p.collection_code, p.quota_article_code, pr.price, p.sold_by
        from prices pr join products p on p.reference = pr.reference
       where pr.price_table = ${filter.table}
         and ${filter.collection ? sql`p.collection_code = ${filter.collection}` : sql`true`}
         and ${
           search
             ? sql`(${fold(sql`p.reference`)} like ${search.contains} or ${fold(sql`p.description`)} like ${search.contains})`
             : sql`true`
         }
    ),
    grids as (
      select s.reference,
             json_agg(json_build_array(s.color_code, s.color_name, s.size, s.size_order, sc.available,
                                       to_char(sc.next_date, 'YYYY-MM-DD'), sc.next_available))
               filter (where s.active) as cells
        from priced x
        join skus s on s.reference = x.reference
        left join stock sc on sc.reference = s.reference and sc.color_code = s.color_code and sc.size = s.size
       group by s.reference
    )
    select x.reference, x.description, c.code as collection_code, c.description as collection_description,
           c.group_description, to_char(c.starts_on, 'YYYY-MM-DD') as collection_starts_on, x.quota_article_code, x.price::text as price, pi.key::text as image_key,
           g.reference is not null as has_grid, g.cells,
           st.available as stock_available, to_char(st.next_date, 'YYYY-MM-DD') as stock_next_date,
           st.next_available as stock_next_available, x.sold_by
      from priced x
      join collections c on c.code = x.collection_code
      left join product_images pi on pi.reference = x.reference
      left join stock st on st.reference = x.reference and st.color_code = '' and st.size = ''
      left join grids g on g.reference = x.reference
     order by x.reference`.execute(db);
  const packs = await catalogPacksOf(
    db,
    rows.filter((row) => row.has_grid).map((row) => row.reference),
  );
  const references: CatalogReference[] = [];
  for (const row of rows) {
    // A reference with a grid but no active SKU cannot be ordered.
    if (row.has_grid && row.cells === null) continue;
    const grid = row.cells ? compactGrid(row.cells) : undefined;
    references.push({
      reference: row.reference,
      description: row.description,
      collection: {
        code: row.collection_code,
        description: row.collection_description,
        group: row.group_description,
        startsOn: row.collection_starts_on,
      },
      quotaArticle: row.quota_article_code,
      price: toMoney(row.price),
      imageUrl: imageUrlOf(row.image_key),
      colors: grid?.colors ?? [],
      sizes: grid?.sizes ?? [],
      skus: grid?.skus ?? [],
      stock: row.has_grid
        ? null
        : {
            available: row.stock_available,
            nextDate: row.stock_next_date,
            nextAvailable: row.stock_next_available,
          },
      soldBy: row.sold_by,
      packs: packs.get(row.reference) ?? [],
    });
  }
  return references;
};

export const catalogAnswerOf = async (
  db: Kysely<Database>,
  priced: { table: string | null; source: PriceTableSource | null },
  importedAt: string | null,
  filter: { search?: string | undefined; collection?: string | undefined },
): Promise<CatalogAnswer> => {
  const [tables, references] = await Promise.all([
    priceTables(db),
    priced.table ? catalogOf(db, { table: priced.table, ...filter }) : Promise.resolve([]),
  ]);
  return {
    priceTable: priced.table,
    priceTableSource: priced.source,
    priceTables: tables,
    importedAt,
    references,
  };
};

/** A stored photo by its key (the original's SHA-256). */
export const productImage = async (
  db: Kysely<Database>,
  key: string,
): Promise<{ contentType: string; data: Buffer } | undefined> => {
  const row = await db
    .selectFrom('product_images')
    .select(['content_type', 'data'])
    .where('key', '=', key)
    .limit(1)
    .executeTakeFirst();
  return row ? { contentType: row.content_type, data: Buffer.from(row.data) } : undefined;
};
