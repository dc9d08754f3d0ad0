import type { BilledGridRow } from '@portal/contracts';
import type { GridColumn } from '../../components/report-grid/index.ts';
import { formatCnpj } from '../../lib/format.ts';

/** Spec §2.10, in order: NF, Ped, DT, Cliente, CNPJ, Cidade, UF, Qtde, Valor Total. */
export const billedColumns: GridColumn<BilledGridRow>[] = [
  { key: 'invoice', name: 'NF', type: 'text', width: 90, summary: 'distinctCount' },
  // An order number is an identifier: digits without thousands dots, still sorted numerically (the grid's collator).
  {
    key: 'salesOrder',
    name: 'Ped',
    type: 'text',
    width: 80,
    summary: 'count',
    accessor: (row) => String(row.salesOrder),
  },
  { key: 'billingDate', name: 'DT', type: 'date', formatter: 'date', width: 90 },
  { key: 'customerName', name: 'Cliente', type: 'text', width: 240 },
  {
    key: 'customerRegister',
    name: 'CNPJ',
    type: 'text',
    width: 150,
    accessor: (row) => formatCnpj(row.customerRegister),
  },
  { key: 'cityName', name: 'Cidade', type: 'text', width: 150 },
  { key: 'stateCode', name: 'UF', type: 'text', width: 45 },
  { key: 'revenues', name: 'Qtde', type: 'number', formatter: 'integer', width: 80, summary: 'sum' },
  {
    key: 'revenuesValue',
    name: 'Valor Total',
    type: 'number',
    formatter: 'currency',
    width: 130,
    summary: 'sum',
  },
];
