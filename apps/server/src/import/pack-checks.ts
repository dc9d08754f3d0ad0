import type { FileSpec } from './file-specs.ts';
import type { Problems } from './problems.ts';
import type { Session } from './session.ts';

// The packs' checks across files (docs/domain.md §8.1): a pack's sizes are active sizes of its reference, and a
// reference sold only by the pack has at least one. Judged on the tables as written, so a skus.csv that deactivates a
// size a pack uses is caught as well; a row from this import is named by its line (staged path only).

const touching = new Set(['packs', 'products', 'skus']);

/** Whether the import writes a table these checks read. */
export const touchesPacks = (specs: readonly FileSpec[]): boolean =>
  specs.some((spec) => touching.has(spec.table));

type SizeRow = { reference: string; pack_code: string; size: string; line: number | null; total: number };
type SoldByRow = { reference: string; line: number | null; total: number };

const addAll = <T extends { total: number }>(problems: Problems, rows: T[], format: (row: T) => string) => {
  for (const row of rows) problems.add(format(row));
  const total = Number(rows[0]?.total ?? 0);
  if (total > rows.length) problems.addUnlisted(total - rows.length);
};

/**
 * Adds a problem per pack size that is not an active size of its reference and per `sold_by = pack` reference without
 * a pack. `staged` names the files this import staged (their lines are then shown).
 */
export const checkPacks = async (
  session: Session,
  staged: ReadonlySet<string>,
  problems: Problems,
): Promise<void> => {
  const packsLine = staged.has('packs.csv');
  const sizes = await session.query<SizeRow>(
    `select pk.reference, pk.pack_code, pk.size, ${packsLine ? 's.line' : 'null::int'} as line,
            count(*) over () as total
       from packs pk
       ${packsLine ? 'left join stg_packs s on s.reference = pk.reference and s.pack_code = pk.pack_code and s.size = pk.size' : ''}
      where not exists (select 1 from skus k where k.reference = pk.reference and k.size = pk.size and k.active)
      order by line nulls last, pk.reference, pk.pack_code, pk.size
      limit ${Math.max(1, problems.room)}`,
  );
  addAll(problems, sizes.rows, (row) =>
    row.line === null
      ? `packs.csv: size: o tamanho ${row.size} do pacote ${row.pack_code} (já importado) não é um tamanho ativo da referência ${row.reference}`
      : `packs.csv:${row.line}: size: o tamanho ${row.size} do pacote ${row.pack_code} não é um tamanho ativo da referência ${row.reference}`,
  );
  const productsLine = staged.has('products.csv');
  const soldBy = await session.query<SoldByRow>(
    `select p.reference, ${productsLine ? 's.line' : 'null::int'} as line, count(*) over () as total
       from products p
       ${productsLine ? 'left join stg_products s on s.reference = p.reference' : ''}
      where p.sold_by = 'pack' and not exists (select 1 from packs k where k.reference = p.reference)
      order by line nulls last, p.reference
      limit ${Math.max(1, problems.room)}`,
  );
  addAll(problems, soldBy.rows, (row) =>
    row.line === null
      ? `products.csv: sold_by: a referência ${row.reference} é vendida só por pacote (pack) e ficou sem pacote em packs.csv`
      : `products.csv:${row.line}: sold_by: a referência ${row.reference} é vendida só por pacote (pack) e não tem pacote em packs.csv`,
  );
};
