import type { BilledGridRow } from '@portal/contracts';
import type { GridColumn } from '../../components/report-grid/index.ts';
import { customerPlaceColumns, orderColumn } from '../../components/report-page/shared-columns.ts';

/**
 * docs/product.md §2.10, in order: NF, Ped, DT, Cliente, CNPJ, Cidade, UF, Qtde, Valor Total. A phone card shows the customer
 * with the invoice, its date and its value.
 */
export const billedColumns: GridColumn<BilledGridRow>[] = [
  {
    key: 'invoice',
    name: 'NF',
    type: 'text',
    width: 90,
    summary: 'distinctCount',
    countLabel: 'Notas fiscais',
    phone: 'key',
  },
  orderColumn('Ped', 'detail'),
  { key: 'billingDate', name: 'DT', type: 'date', formatter: 'date', width: 90, phone: 'key' },
  ...customerPlaceColumns<BilledGridRow>(),
  { key: 'revenues', name: 'Qtde', type: 'number', formatter: 'integer', width: 80, summary: 'sum' },
  {
    key: 'revenuesValue',
    name: 'Valor Total',
    type: 'number',
    formatter: 'currency',
    width: 130,
    summary: 'sum',
    phone: 'key',
  },
];
