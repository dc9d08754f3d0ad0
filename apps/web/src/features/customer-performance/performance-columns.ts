import type { CustomerPerformanceRow } from '@portal/contracts';
import type { GridColumn } from '../../components/report-grid/index.ts';
import { formatCnpj } from '../../lib/format.ts';

const fixedColumns: GridColumn<CustomerPerformanceRow>[] = [
  { key: 'customerFinancialFlag', name: 'Fin', type: 'number', formatter: 'financialFlag', width: 45 },
  { key: 'customer', name: 'Cliente', type: 'text', width: 240, summary: 'count' },
  {
    key: 'customerRegister',
    name: 'CNPJ',
    type: 'text',
    width: 150,
    accessor: (row) => formatCnpj(row.customerRegister),
  },
  { key: 'customerCity', name: 'Cidade', type: 'text', width: 150 },
  { key: 'customerState', name: 'Estado', type: 'text', width: 60 },
  {
    key: 'customerCreditLimit',
    name: 'Lim. Crédito',
    type: 'number',
    formatter: 'currency',
    width: 130,
    summary: 'sum',
  },
  { key: 'customerSituation', name: 'Situação', type: 'text', width: 80 },
];

/**
 * Spec §2.13: Fin, Cliente, CNPJ, Cidade, Estado, Lim. Crédito, Situação, then one currency column per collection
 * group, titled by its description, with the amount sold. Every row carries the same groups in the same order.
 */
export const performanceColumns = (
  rows: readonly CustomerPerformanceRow[],
): GridColumn<CustomerPerformanceRow>[] => [
  ...fixedColumns,
  ...(rows[0]?.groupers ?? []).map((group): GridColumn<CustomerPerformanceRow> => ({
    key: `group-${group.groupCode}`,
    name: group.groupDescription,
    type: 'number',
    formatter: 'currency',
    width: 130,
    summary: 'sum',
    accessor: (row) => row.groupers.find((candidate) => candidate.groupCode === group.groupCode)?.sold ?? 0,
  })),
];
