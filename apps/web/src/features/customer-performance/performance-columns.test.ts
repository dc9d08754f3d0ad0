import type { CustomerPerformanceRow } from '@portal/contracts';
import { describe, it } from 'vitest';
import { expectPhoneCard } from '../../test/screen-checks.ts';
import { performanceColumns } from './performance-columns.ts';

const groups = ['INVERNO 2025', 'VERÃO 2026', 'INVERNO 2026'].map((groupDescription, index) => ({
  groupCode: String(index + 1),
  groupDescription,
  sold: 100,
}));
const row: CustomerPerformanceRow = {
  customerFinancialFlag: 0,
  customer: 'CASA AZUL',
  customerRegister: '12345678000190',
  customerCity: 'BLUMENAU',
  customerState: 'SC',
  customerCreditLimit: 5000,
  customerSituation: 'Ativo',
  groupers: groups,
};

describe('Desemp. Clientes on a phone', () => {
  it('names the card by Cliente and shows the latest two collection groups', () => {
    expectPhoneCard(
      performanceColumns([row]),
      ['Cliente'],
      ['VERÃO 2026', 'INVERNO 2026'],
      ['Cidade', 'Situação'],
    );
  });
});
