import type { DuplicateGridRow } from '@portal/contracts';
import type { GridColumn } from '../../components/report-grid/index.ts';
import { registerColumn } from '../../components/report-page/shared-columns.ts';

/**
 * docs/product.md §2.11, in order: CNPJ, Cliente, Tp., Duplicata, Portador, Emissão, Venc., Prorrog., Posição, Atraso, Pedidos
 * em Aberto, Valor, Saldo. CNPJ and Cliente stay put while the amounts scroll; the widths (1340 px in all) keep
 * Valor and Saldo on a 1440 px screen without scrolling sideways (decision 102). A phone card shows the customer
 * with the due date, the days late and the balance.
 */
export const duplicatesColumns: GridColumn<DuplicateGridRow>[] = [
  registerColumn({ frozen: true }),
  {
    key: 'customerName',
    name: 'Cliente',
    type: 'text',
    width: 200,
    summary: 'distinctCount',
    countLabel: 'Clientes',
    frozen: true,
    phone: 'title',
  },
  { key: 'type', name: 'Tp.', type: 'text', width: 50 },
  {
    key: 'duplicate',
    name: 'Duplicata',
    type: 'text',
    width: 100,
    summary: 'count',
    countLabel: 'Duplicatas',
    phone: 'detail',
  },
  { key: 'carrier', name: 'Portador', type: 'text', width: 90 },
  { key: 'issueDate', name: 'Emissão', type: 'date', formatter: 'date', width: 85 },
  { key: 'dueDate', name: 'Venc.', type: 'date', formatter: 'date', width: 85, phone: 'key' },
  { key: 'extensionDate', name: 'Prorrog.', type: 'date', formatter: 'date', width: 85 },
  { key: 'position', name: 'Posição', type: 'text', width: 100 },
  { key: 'delay', name: 'Atraso', type: 'number', formatter: 'integer', width: 60, phone: 'key' },
  { key: 'openOrders', name: 'Pedidos em Aberto', type: 'number', formatter: 'integer', width: 75 },
  {
    key: 'value',
    name: 'Valor',
    type: 'number',
    formatter: 'currency',
    width: 130,
    summary: 'sum',
    phone: 'detail',
  },
  {
    key: 'balance',
    name: 'Saldo',
    type: 'number',
    formatter: 'currency',
    width: 130,
    summary: 'sum',
    phone: 'key',
  },
];
