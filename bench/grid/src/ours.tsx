import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primeicons/primeicons.css';
import '../../../apps/web/src/styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  ReportGrid,
  type GridColumn,
  type GroupBy,
} from '../../../apps/web/src/components/report-grid/index.ts';
import { COLLECTIONS, makeRows, ROW_COUNT, type PotentialRow } from './data.ts';

const params = new URLSearchParams(location.search);
performance.mark('data-start');
const rows = makeRows(Number(params.get('rows') ?? ROW_COUNT));
performance.mark('data-end');

const figures = [
  { field: 'parts', name: 'Peças', width: 50, formatter: 'integer' },
  { field: 'references', name: 'Refs', width: 50, formatter: 'integer' },
  { field: 'value', name: 'Valor', width: 100, formatter: 'currency' },
  { field: 'averagePrice', name: 'PM', width: 70, formatter: 'currency' },
] as const;

// The Potencial grid of docs/product.md §2.7: six frozen columns, then a header group per collection.
const columns: GridColumn<PotentialRow>[] = [
  { key: 'route', name: 'R', type: 'number', width: 36, frozen: true },
  { key: 'financialFlag', name: 'Fin', type: 'number', width: 34, frozen: true, formatter: 'financialFlag' },
  {
    key: 'salePotential',
    name: 'Pot. Ven.',
    type: 'number',
    width: 100,
    frozen: true,
    formatter: 'currency',
    summary: 'sum',
  },
  { key: 'name', name: 'Cliente', type: 'text', width: 220, frozen: true, summary: 'count' },
  { key: 'economicGroup', name: 'G. Econ.', type: 'text', width: 90, frozen: true },
  { key: 'city', name: 'Cidade', type: 'text', width: 150, frozen: true },
  ...COLLECTIONS.flatMap((collection, index) =>
    figures.map((figure): GridColumn<PotentialRow> => ({
      key: `c${index}.${figure.field}`,
      name: figure.name,
      type: 'number',
      width: figure.width,
      formatter: figure.formatter,
      summary: 'sum',
      group: { key: `c${index}`, name: collection },
      accessor: (row) => row.collections[index]?.[figure.field],
    })),
  ),
];

const priorityLabels: Record<number, string> = {
  1: 'Sem compra no período',
  2: 'Abaixo do potencial',
  3: 'No potencial ou acima',
  4: 'Restrição financeira',
};
const groupBy: GroupBy<PotentialRow> | undefined = params.has('grouped')
  ? {
      key: 'suggestionPriority',
      label: (value) => `Prioridade ${String(value)} – ${priorityLabels[Number(value)] ?? ''}`,
      excludeFromTotals: ['route', 'financialFlag'],
    }
  : undefined;

const root = document.getElementById('root');
if (!root) throw new Error('#root');
createRoot(root).render(
  <StrictMode>
    <div style={{ padding: 12 }}>
      <ReportGrid
        gridId="potencial"
        columns={columns}
        rows={rows}
        groupBy={groupBy}
        height={params.get('height') ?? 'calc(100vh - 70px)'}
        ariaLabel="Potencial"
      />
    </div>
  </StrictMode>,
);
