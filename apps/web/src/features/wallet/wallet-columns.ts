import type { WalletGridRow } from '@portal/contracts';
import { createElement } from 'react';
import { Link } from 'react-router';
import { orderPaths } from '../../config/paths.ts';
import type { GridColumn } from '../../components/report-grid/index.ts';
import { customerPlaceColumns, orderColumn } from '../../components/report-page/shared-columns.ts';

const money = (key: keyof WalletGridRow, name: string): GridColumn<WalletGridRow> => ({
  key,
  name,
  type: 'number',
  formatter: 'currency',
  width: 130,
  summary: 'sum',
});

/**
 * Widths measured so the whole row, Valor À Faturar included, fits a 1440 px screen beside the menu (decision 102):
 * 1345 px in all, the customer's name still 200 px, the amounts 130 px so their totals show whole.
 */
const narrower: Partial<Record<string, number>> = { customerName: 200, cityName: 120 };

/**
 * docs/product.md §2.9, in order: status colour, Sit, Ped, Ent, Cliente, CNPJ, Cidade, UF, Tab. Preço, Qtde, Valor Total,
 * Valor Faturado, Valor À Faturar. Status to Cliente stay put while the amounts scroll. A phone card shows the
 * customer with the order's situation, delivery and what is still to invoice.
 */
export const walletColumns: GridColumn<WalletGridRow>[] = [
  {
    key: 'statusColor',
    name: 'Status',
    type: 'text',
    formatter: 'statusColor',
    width: 55,
    frozen: true,
    phone: 'mark',
  },
  { key: 'statusDescription', name: 'Sit', type: 'text', width: 80, frozen: true, phone: 'key' },
  { ...orderColumn<WalletGridRow>('Ped', 'detail'), width: 70, frozen: true },
  {
    key: 'deliveryDate',
    name: 'Ent',
    type: 'date',
    formatter: 'date',
    width: 85,
    frozen: true,
    phone: 'key',
  },
  ...customerPlaceColumns<WalletGridRow>().map((column) => ({
    ...column,
    width: narrower[column.key] ?? column.width,
    frozen: column.key === 'customerName' ? true : column.frozen,
  })),
  { key: 'priceTable', name: 'Tab. Preço', type: 'text', width: 80 },
  { key: 'sold', name: 'Qtde', type: 'number', formatter: 'integer', width: 70, summary: 'sum' },
  money('soldValue', 'Valor Total'),
  money('invoicedValue', 'Valor Faturado'),
  { ...money('toBeInvoicedValue', 'Valor À Faturar'), phone: 'key' },
  {
    // "Repetir pedido" (docs/domain.md §6): a link into Pedidos, nothing to sort, filter or export.
    key: 'repeatOrder',
    name: 'Repetir',
    type: 'object',
    exported: false,
    width: 130,
    // On a phone's card too: a rep at the customer repeats an order from there.
    phone: 'action',
    accessor: () => '',
    formatter: (row) =>
      createElement(
        Link,
        {
          to: orderPaths.repeat(row.salesOrder),
          className: 'grid-link',
          'aria-label': `Repetir pedido ${row.salesOrder}`,
        },
        'Repetir pedido',
      ),
  },
];
