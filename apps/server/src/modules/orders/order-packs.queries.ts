import type { CatalogPack } from '@portal/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';

// Packs, the closed size runs (docs/domain.md §8.2): what a draft's pack items expand to, and the catalog's packs with
// the whole packs free per colour.

type Db = Kysely<Database> | Transaction<Database>;

/** A reference's packs: each code's sizes and pieces per size, in size order. */
export type PacksOfReference = Map<string, { size: string; parts: number }[]>;

/** The packs of the given references, by reference then code (a reference without packs is absent). */
export const packsOf = async (
  db: Db,
  references: readonly string[],
): Promise<Map<string, PacksOfReference>> => {
  const found = new Map<string, PacksOfReference>();
  if (references.length === 0) return found;
  const { rows } = await sql<{ reference: string; pack_code: string; size: string; parts: number }>`
    select pk.reference, pk.pack_code, pk.size, pk.parts
      from packs pk
      left join lateral (select min(s.size_order) as size_order from skus s
                          where s.reference = pk.reference and s.size = pk.size) o on true
     where pk.reference = any(${[...new Set(references)]}::text[])
     order by pk.reference, pk.pack_code, o.size_order nulls last, pk.size`.execute(db);
  for (const row of rows) {
    const packs = found.get(row.reference) ?? new Map<string, { size: string; parts: number }[]>();
    found.set(row.reference, packs);
    packs.set(row.pack_code, [...(packs.get(row.pack_code) ?? []), { size: row.size, parts: row.parts }]);
  }
  return found;
};

type CatalogPackRow = {
  reference: string;
  code: string;
  parts: number;
  sizes: { size: string; parts: number }[];
  available: { colorCode: string; packs: number | null }[] | null;
};

/**
 * The catalog's packs of the given references. A colour is served when it has an active SKU in every size of the pack;
 * its whole packs free are the least, over the sizes, of ⌊available ÷ parts⌋ over the cells stock.csv lists (null when
 * it lists none of them).
 */
export const catalogPacksOf = async (
  db: Db,
  references: readonly string[],
): Promise<Map<string, CatalogPack[]>> => {
  const found = new Map<string, CatalogPack[]>();
  if (references.length === 0) return found;
  const { rows } = await sql<CatalogPackRow>`
    with packs_of as (
      select pk.reference, pk.pack_code, pk.size, pk.parts,
             (select min(s.size_order) from skus s where s.reference = pk.reference and s.size = pk.size) as size_order
        from packs pk where pk.reference = any(${[...new Set(references)]}::text[])
    ),
    per_pack as (
      select reference, pack_code, count(*) as sizes, sum(parts)::int as parts,
             json_agg(json_build_object('size', size, 'parts', parts) order by size_order, size) as sizes_json
        from packs_of group by reference, pack_code
    ),
    colour_cells as (
      select p.reference, p.pack_code, s.color_code, count(*) as sizes,
             min(floor(st.available / p.parts)::int) as packs
        from packs_of p
        join skus s on s.reference = p.reference and s.size = p.size and s.active
        left join stock st on st.reference = s.reference and st.color_code = s.color_code and st.size = s.size
       group by p.reference, p.pack_code, s.color_code
    )
    select pp.reference, pp.pack_code as code, pp.parts, pp.sizes_json as sizes,
           (select json_agg(json_build_object('colorCode', c.color_code, 'packs', c.packs) order by c.color_code)
              from colour_cells c
             where c.reference = pp.reference and c.pack_code = pp.pack_code and c.sizes = pp.sizes) as available
      from per_pack pp
     order by pp.reference, pp.pack_code`.execute(db);
  for (const row of rows)
    found.set(row.reference, [
      ...(found.get(row.reference) ?? []),
      { code: row.code, parts: row.parts, sizes: row.sizes, packsAvailable: row.available ?? [] },
    ]);
  return found;
};
