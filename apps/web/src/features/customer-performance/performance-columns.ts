import type { CustomerPerformanceRow } from '@portal/contracts';
import type { GridColumn } from '../../components/report-grid/index.ts';
import { registerColumn } from '../../components/report-page/shared-columns.ts';

const fixedColumns: GridColumn<CustomerPerformanceRow>[] = [
  {
    key: 'customerFinancialFlag',
    name: 'Fin',
    type: 'number',
    formatter: 'financialFlag',
    width: 45,
    frozen: true,
    phone: 'mark',
  },
  {
    key: 'customer',
    name: 'Cliente',
    type: 'text',
    width: 240,
    summary: 'count',
    countLabel: 'Clientes',
    frozen: true,
    phone: 'title',
  },
  registerColumn(),
  { key: 'customerCity', name: 'Cidade', type: 'text', width: 150, phone: 'detail' },
  { key: 'customerState', name: 'Estado', type: 'text', width: 60 },
  {
    key: 'customerCreditLimit',
    name: 'Lim. Crédito',
    type: 'number',
    formatter: 'currency',
    width: 130,
    summary: 'sum',
  },
  { key: 'customerSituation', name: 'Situação', type: 'text', width: 80, phone: 'detail' },
];

/** The groups come in code order, oldest first: a phone card shows the amounts of the latest ones. */
const LATEST_ON_PHONE = 2;

/**
 * docs/product.md §2.13: Fin, Cliente, CNPJ, Cidade, Estado, Lim. Crédito, Situação, then one currency column per collection
 * group, titled by its description, with the amount sold. Every row carries the same groups in the same order.
 * Fin and Cliente stay put while the groups scroll.
 */
export const performanceColumns = (
  rows: readonly CustomerPerformanceRow[],
): GridColumn<CustomerPerformanceRow>[] => [
  ...fixedColumns,
  ...(rows[0]?.groupers ?? []).map((group, index, groups): GridColumn<CustomerPerformanceRow> => ({
    key: `group-${group.groupCode}`,
    name: group.groupDescription,
    type: 'number',
    formatter: 'currency',
    width: 130,
    summary: 'sum',
    phone: index >= groups.length - LATEST_ON_PHONE ? 'key' : undefined,
    accessor: (row) => row.groupers.find((candidate) => candidate.groupCode === group.groupCode)?.sold ?? 0,
  })),
];
