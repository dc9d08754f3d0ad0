import type { DuplicateGridRow } from '@portal/contracts';
import type { GridColumn } from '../../components/report-grid/index.ts';
import { formatCnpj } from '../../lib/format.ts';

/** Spec §2.11, in order: CNPJ, Cliente, Tp., Duplicata, Portador, Emissão, Venc., Prorrog., Posição, Atraso, Pedidos em Aberto, Valor, Saldo. */
export const duplicatesColumns: GridColumn<DuplicateGridRow>[] = [
  {
    key: 'customerRegister',
    name: 'CNPJ',
    type: 'text',
    width: 150,
    accessor: (row) => formatCnpj(row.customerRegister),
  },
  { key: 'customerName', name: 'Cliente', type: 'text', width: 240, summary: 'distinctCount' },
  { key: 'type', name: 'Tp.', type: 'text', width: 50 },
  { key: 'duplicate', name: 'Duplicata', type: 'text', width: 110, summary: 'count' },
  { key: 'carrier', name: 'Portador', type: 'text', width: 120 },
  { key: 'issueDate', name: 'Emissão', type: 'date', formatter: 'date', width: 90 },
  { key: 'dueDate', name: 'Venc.', type: 'date', formatter: 'date', width: 90 },
  { key: 'extensionDate', name: 'Prorrog.', type: 'date', formatter: 'date', width: 90 },
  { key: 'position', name: 'Posição', type: 'text', width: 110 },
  { key: 'delay', name: 'Atraso', type: 'number', formatter: 'integer', width: 70 },
  { key: 'openOrders', name: 'Pedidos em Aberto', type: 'number', formatter: 'integer', width: 130 },
  { key: 'value', name: 'Valor', type: 'number', formatter: 'currency', width: 130, summary: 'sum' },
  { key: 'balance', name: 'Saldo', type: 'number', formatter: 'currency', width: 130, summary: 'sum' },
];
