import type { CollectionEntry, SaleFrequencyCustomer } from '@portal/contracts';
import type { GridColumn, GroupBy } from '../../../components/report-grid/index.ts';

type Row = SaleFrequencyCustomer;
type Measure = 'parts' | 'references' | 'value' | 'averagePrice';

/**
 * docs/product.md §2.7: frozen R, financial flag colour, Pot. Ven., Cliente, G. Econ., Cidade. A phone card is the customer with
 * its potential; route and city go in the detail line.
 */
const frozenColumns: GridColumn<Row>[] = [
  // A route is a code: digits without thousands dots, still sorted numerically (the grid's collator).
  {
    key: 'route',
    name: 'R',
    type: 'text',
    width: 45,
    frozen: true,
    phone: 'detail',
    accessor: (row) => String(row.route),
  },
  {
    key: 'financialFlag',
    name: 'Fin',
    type: 'number',
    formatter: 'financialFlag',
    width: 40,
    frozen: true,
    phone: 'mark',
  },
  {
    key: 'salePotential',
    name: 'Pot. Ven.',
    type: 'number',
    formatter: 'currency',
    width: 110,
    frozen: true,
    phone: 'key',
  },
  { key: 'name', name: 'Cliente', type: 'text', width: 220, frozen: true, phone: 'title' },
  { key: 'economicGroup', name: 'G. Econ.', type: 'text', width: 110, frozen: true },
  { key: 'city', name: 'Cidade', type: 'text', width: 140, frozen: true, phone: 'detail' },
];

/** docs/product.md §2.7: Peças (50), Refs (50), Valor (100), PM (70) under each collection. */
const measures: { measure: Measure; name: string; width: number; formatter: 'integer' | 'currency' }[] = [
  { measure: 'parts', name: 'Peças', width: 50, formatter: 'integer' },
  { measure: 'references', name: 'Refs', width: 50, formatter: 'integer' },
  { measure: 'value', name: 'Valor', width: 100, formatter: 'currency' },
  { measure: 'averagePrice', name: 'PM', width: 70, formatter: 'currency' },
];

export const collectionKey = (collection: string, measure: Measure): string => `${collection}:${measure}`;

const entryOf = (row: Row, collection: string): CollectionEntry | undefined =>
  row.collections.find((entry) => entry.collection === collection);

/** Every customer of one answer carries the same collections in the same order (contracts): the first row names them. */
export const gridColumns = (rows: readonly Row[]): GridColumn<Row>[] => [
  ...frozenColumns,
  ...(rows[0]?.collections ?? []).flatMap((collection) =>
    measures.map(({ measure, name, width, formatter }): GridColumn<Row> => ({
      key: collectionKey(collection.collection, measure),
      name,
      type: 'number',
      width,
      formatter,
      group: { key: collection.collection, name: collection.collectionDescription },
      accessor: (row) => entryOf(row, collection.collection)?.[measure] ?? 0,
    })),
  ),
];

/**
 * Rows grouped by suggestionPriority, each group closed by its totals row (docs/product.md §2.7): the sum of every numeric
 * column shown, read through the accessors (so each collection's Peças, Refs, Valor and PM sum too, as the spec
 * says "every numeric field"), except city, name, register, collections, economic group, representative, route
 * and financial flag.
 */
export const byPriority: GroupBy<Row> = {
  key: 'suggestionPriority',
  label: (value) => `Prioridade ${String(value)}`,
  excludeFromTotals: [
    'city',
    'name',
    'register',
    'collections',
    'economicGroup',
    'representative',
    'route',
    'financialFlag',
  ],
};
