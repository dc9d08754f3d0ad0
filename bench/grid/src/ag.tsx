import { AllCommunityModule, ModuleRegistry, type ColDef, type ColGroupDef } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { COLLECTIONS, makeRows, ROW_COUNT, type PotentialRow } from './data.ts';

ModuleRegistry.registerModules([AllCommunityModule]);

performance.mark('data-start');
const rows = makeRows(Number(new URLSearchParams(location.search).get('rows') ?? ROW_COUNT));
performance.mark('data-end');
const currency = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const integer = new Intl.NumberFormat('pt-BR');
const money = (params: { value: unknown }): string =>
  typeof params.value === 'number' ? currency.format(params.value) : '';
const whole = (params: { value: unknown }): string =>
  typeof params.value === 'number' ? integer.format(params.value) : '';
const flagColors = ['#22c55e', '#facc15', '#f97316', '#a855f7', '#ef4444'];

// The same Potencial shape as ours.tsx: 6 pinned columns and 20 column groups of 4, same widths and formatters.
const columnDefs: (ColDef<PotentialRow> | ColGroupDef<PotentialRow>)[] = [
  { field: 'route', headerName: 'R', width: 36, pinned: 'left' },
  {
    field: 'financialFlag',
    headerName: 'Fin',
    width: 34,
    pinned: 'left',
    cellRenderer: (params: { value: number }) => (
      <span
        style={{
          display: 'inline-block',
          width: 11,
          height: 11,
          background: flagColors[params.value] ?? '#fff',
        }}
      />
    ),
  },
  { field: 'salePotential', headerName: 'Pot. Ven.', width: 100, pinned: 'left', valueFormatter: money },
  { field: 'name', headerName: 'Cliente', width: 220, pinned: 'left' },
  { field: 'economicGroup', headerName: 'G. Econ.', width: 90, pinned: 'left' },
  { field: 'city', headerName: 'Cidade', width: 150, pinned: 'left' },
  ...COLLECTIONS.map((collection, index): ColGroupDef<PotentialRow> => ({
    headerName: collection,
    children: [
      {
        colId: `c${index}.parts`,
        headerName: 'Peças',
        width: 50,
        valueGetter: (params) => params.data?.collections[index]?.parts,
        valueFormatter: whole,
      },
      {
        colId: `c${index}.references`,
        headerName: 'Refs',
        width: 50,
        valueGetter: (params) => params.data?.collections[index]?.references,
        valueFormatter: whole,
      },
      {
        colId: `c${index}.value`,
        headerName: 'Valor',
        width: 100,
        valueGetter: (params) => params.data?.collections[index]?.value,
        valueFormatter: money,
      },
      {
        colId: `c${index}.averagePrice`,
        headerName: 'PM',
        width: 70,
        valueGetter: (params) => params.data?.collections[index]?.averagePrice,
        valueFormatter: money,
      },
    ],
  })),
];

const root = document.getElementById('root');
if (!root) throw new Error('#root');
createRoot(root).render(
  <StrictMode>
    <div style={{ padding: 12, height: 'calc(100vh - 24px)', boxSizing: 'border-box' }}>
      <AgGridReact<PotentialRow>
        rowData={rows}
        columnDefs={columnDefs}
        rowHeight={20}
        headerHeight={26}
        groupHeaderHeight={26}
        defaultColDef={{ sortable: true, filter: true }}
      />
    </div>
  </StrictMode>,
);
