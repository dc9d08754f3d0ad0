import type { GridColumn, GridRow } from '../report-grid/index.ts';
import { formatCnpj } from '../../lib/format.ts';

type OrderRow = GridRow & { salesOrder: number };
type RegisterRow = GridRow & { customerRegister: string };
type CustomerPlaceRow = RegisterRow & { customerName: string; cityName: string; stateCode: string };

/** An order number is an identifier: digits without thousands dots, still sorted numerically (the grid's collator). */
export const orderColumn = <Row extends OrderRow>(
  name: string,
  phone?: GridColumn<Row>['phone'],
): GridColumn<Row> => ({
  key: 'salesOrder',
  name,
  type: 'text',
  width: 80,
  summary: 'count',
  countLabel: 'Pedidos',
  phone,
  accessor: (row) => String(row.salesOrder),
});

/** CNPJ or CPF shown with its dots and dashes; filters and export read the same text. */
export const registerColumn = <Row extends RegisterRow>(
  extra: Partial<GridColumn<Row>> = {},
): GridColumn<Row> => ({
  key: 'customerRegister',
  name: 'CNPJ',
  type: 'text',
  width: 150,
  accessor: (row) => formatCnpj(row.customerRegister),
  ...extra,
});

/** Cliente, CNPJ, Cidade, UF of the order grids: the customer names a phone card, its city goes in the detail. */
export const customerPlaceColumns = <Row extends CustomerPlaceRow>(): GridColumn<Row>[] => [
  { key: 'customerName', name: 'Cliente', type: 'text', width: 240, phone: 'title' },
  registerColumn(),
  { key: 'cityName', name: 'Cidade', type: 'text', width: 150, phone: 'detail' },
  { key: 'stateCode', name: 'UF', type: 'text', width: 45 },
];
