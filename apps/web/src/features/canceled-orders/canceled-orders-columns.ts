import type { CanceledOrderGridRow } from '@portal/contracts';
import type { GridColumn } from '../../components/report-grid/index.ts';
import { orderColumn } from '../../components/report-page/shared-columns.ts';

/**
 * docs/product.md §2.12, in order: Motivo, Representante, Pedido, Data, Dt. Cancelamento, Dt. Bloqueio, Dias Bloq., Cliente,
 * Cidade, UF, Qtde, Valor. A phone card shows the customer with the order, when it was cancelled and its value.
 */
export const canceledOrdersColumns: GridColumn<CanceledOrderGridRow>[] = [
  { key: 'reason', name: 'Motivo', type: 'text', width: 180, phone: 'detail' },
  { key: 'representativeName', name: 'Representante', type: 'text', width: 180 },
  orderColumn('Pedido', 'key'),
  { key: 'deliveryDate', name: 'Data', type: 'date', formatter: 'date', width: 90 },
  {
    key: 'cancellationDate',
    name: 'Dt. Cancelamento',
    type: 'date',
    formatter: 'date',
    width: 120,
    phone: 'key',
  },
  { key: 'blockingDate', name: 'Dt. Bloqueio', type: 'date', formatter: 'date', width: 100 },
  {
    key: 'daysBlocked',
    name: 'Dias Bloq.',
    type: 'number',
    formatter: 'integer',
    width: 80,
    summary: 'average',
  },
  { key: 'customerName', name: 'Cliente', type: 'text', width: 240, phone: 'title' },
  { key: 'cityName', name: 'Cidade', type: 'text', width: 150, phone: 'detail' },
  { key: 'stateCode', name: 'UF', type: 'text', width: 45 },
  { key: 'canceled', name: 'Qtde', type: 'number', formatter: 'integer', width: 80, summary: 'sum' },
  {
    key: 'canceledValue',
    name: 'Valor',
    type: 'number',
    formatter: 'currency',
    width: 130,
    summary: 'sum',
    phone: 'key',
  },
];
