import type { CanceledOrderGridRow } from '@portal/contracts';
import type { GridColumn } from '../../components/report-grid/index.ts';

/** Spec §2.12, in order: Motivo, Representante, Pedido, Data, Dt. Cancelamento, Dt. Bloqueio, Dias Bloq., Cliente, Cidade, UF, Qtde, Valor. */
export const canceledOrdersColumns: GridColumn<CanceledOrderGridRow>[] = [
  { key: 'reason', name: 'Motivo', type: 'text', width: 180 },
  { key: 'representativeName', name: 'Representante', type: 'text', width: 180 },
  // An order number is an identifier: digits without thousands dots, still sorted numerically (the grid's collator).
  {
    key: 'salesOrder',
    name: 'Pedido',
    type: 'text',
    width: 80,
    summary: 'count',
    accessor: (row) => String(row.salesOrder),
  },
  { key: 'deliveryDate', name: 'Data', type: 'date', formatter: 'date', width: 90 },
  { key: 'cancellationDate', name: 'Dt. Cancelamento', type: 'date', formatter: 'date', width: 120 },
  { key: 'blockingDate', name: 'Dt. Bloqueio', type: 'date', formatter: 'date', width: 100 },
  {
    key: 'daysBlocked',
    name: 'Dias Bloq.',
    type: 'number',
    formatter: 'integer',
    width: 80,
    summary: 'average',
  },
  { key: 'customerName', name: 'Cliente', type: 'text', width: 240 },
  { key: 'cityName', name: 'Cidade', type: 'text', width: 150 },
  { key: 'stateCode', name: 'UF', type: 'text', width: 45 },
  { key: 'canceled', name: 'Qtde', type: 'number', formatter: 'integer', width: 80, summary: 'sum' },
  { key: 'canceledValue', name: 'Valor', type: 'number', formatter: 'currency', width: 130, summary: 'sum' },
];
