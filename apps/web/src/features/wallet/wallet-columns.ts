import type { WalletGridRow } from '@portal/contracts';
import type { GridColumn } from '../../components/report-grid/index.ts';
import { formatCnpj } from '../../lib/format.ts';

/** Spec §2.9, in order: status colour, Sit, Ped, Ent, Cliente, CNPJ, Cidade, UF, Tab. Preço, Qtde, Valor Total, Valor Faturado, Valor À Faturar. */
export const walletColumns: GridColumn<WalletGridRow>[] = [
  { key: 'statusColor', name: 'Status', type: 'text', formatter: 'statusColor', width: 55 },
  { key: 'statusDescription', name: 'Sit', type: 'text', width: 90 },
  // An order number is an identifier: digits without thousands dots, still sorted numerically (the grid's collator).
  {
    key: 'salesOrder',
    name: 'Ped',
    type: 'text',
    width: 80,
    summary: 'count',
    accessor: (row) => String(row.salesOrder),
  },
  { key: 'deliveryDate', name: 'Ent', type: 'date', formatter: 'date', width: 90 },
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
  { key: 'priceTable', name: 'Tab. Preço', type: 'text', width: 90 },
  { key: 'sold', name: 'Qtde', type: 'number', formatter: 'integer', width: 80, summary: 'sum' },
  {
    key: 'soldValue',
    name: 'Valor Total',
    type: 'number',
    formatter: 'currency',
    width: 130,
    summary: 'sum',
  },
  {
    key: 'invoicedValue',
    name: 'Valor Faturado',
    type: 'number',
    formatter: 'currency',
    width: 130,
    summary: 'sum',
  },
  {
    key: 'toBeInvoicedValue',
    name: 'Valor À Faturar',
    type: 'number',
    formatter: 'currency',
    width: 130,
    summary: 'sum',
  },
];
