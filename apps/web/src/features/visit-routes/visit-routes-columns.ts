import type { RouteRow } from '@portal/contracts';
import type { GridColumn } from '../../components/report-grid/index.ts';
import { editableRouteCell } from './editable-route.tsx';

/**
 * docs/product.md §2.14, in order: Representante, Cidade, Estado, População, Rota (editable). A phone card is the city with its
 * route, editable there too; the representative is the same on every row, so the card leaves it off.
 */
export const visitRoutesColumns: GridColumn<RouteRow>[] = [
  {
    key: 'representativeName',
    name: 'Representante',
    type: 'text',
    width: 220,
    accessor: (row) => `${row.representativeId} - ${row.representativeName}`,
  },
  {
    key: 'cityName',
    name: 'Cidade',
    type: 'text',
    width: 200,
    summary: 'count',
    countLabel: 'Cidades',
    phone: 'title',
  },
  { key: 'stateCode', name: 'Estado', type: 'text', width: 70, phone: 'title' },
  {
    key: 'population',
    name: 'População',
    type: 'number',
    formatter: 'integer',
    width: 110,
    phone: 'key',
  },
  {
    key: 'route',
    name: 'Rota',
    type: 'number',
    width: 80,
    editable: true,
    formatter: editableRouteCell,
    phone: 'key',
  },
];
