import type { CommissionCustomer } from '@portal/contracts';
import type { GridColumn } from '../../components/report-grid/index.ts';
import { formatCnpj } from '../../lib/format.ts';
import { commissionTexts as t } from './commission-texts.ts';
import { severalReps, type EntryRow } from './utils/commission-figures.ts';

const c = t.columns;

const repColumn = <Row extends { representativeId: number }>(): GridColumn<Row> => ({
  key: 'representativeId',
  name: c.representative,
  type: 'text',
  width: 60,
  phone: 'detail',
  accessor: (row) => String(row.representativeId),
});

/**
 * The month's entries: Data, Tipo, Valor (debits negative, so the sum is the net), Descrição; the representative
 * when the statement covers several. A phone card names the entry by its description.
 */
export const entryColumns = (rows: EntryRow[]): GridColumn<EntryRow>[] => [
  { key: 'postedOn', name: c.postedOn, type: 'date', formatter: 'date', width: 90, phone: 'key' },
  {
    key: 'kind',
    name: c.kind,
    type: 'text',
    width: 80,
    summary: 'count',
    countLabel: 'Lançamentos',
    phone: 'key',
  },
  {
    key: 'value',
    name: c.value,
    type: 'number',
    formatter: 'currency',
    width: 120,
    summary: 'sum',
    phone: 'key',
  },
  { key: 'description', name: c.description, type: 'text', width: 320, phone: 'title' },
  ...(severalReps(rows) ? [repColumn<EntryRow>()] : []),
];

/**
 * Commission to come per customer: Carteira, A receber (not yet due), Em atraso, Total. A phone card shows the
 * three parts beside the customer's name and the total under them, so each amount sits with its customer.
 */
export const customerColumns = (rows: CommissionCustomer[]): GridColumn<CommissionCustomer>[] => [
  {
    key: 'name',
    name: c.customer,
    type: 'text',
    width: 260,
    summary: 'count',
    countLabel: 'Clientes',
    phone: 'title',
  },
  {
    key: 'register',
    name: c.register,
    type: 'text',
    width: 150,
    accessor: (row) => formatCnpj(row.register),
  },
  ...(severalReps(rows) ? [repColumn<CommissionCustomer>()] : []),
  {
    key: 'toBeInvoicedValue',
    name: c.carteira,
    type: 'number',
    formatter: 'currency',
    width: 120,
    summary: 'sum',
    phone: 'key',
  },
  {
    key: 'receivables',
    name: c.receivables,
    type: 'number',
    formatter: 'currency',
    width: 120,
    summary: 'sum',
    phone: 'key',
  },
  {
    key: 'overdue',
    name: c.overdue,
    type: 'number',
    formatter: 'currency',
    width: 120,
    summary: 'sum',
    phone: 'key',
  },
  {
    key: 'total',
    name: c.total,
    type: 'number',
    formatter: 'currency',
    width: 130,
    summary: 'sum',
    phone: 'detail',
  },
];
