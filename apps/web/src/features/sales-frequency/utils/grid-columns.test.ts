import type { SaleFrequencyCustomer } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { phoneLayout } from '../../../components/report-grid/index.ts';
import { customer } from '../test-fixtures.ts';
import { gridColumns } from './grid-columns.ts';

describe('Potencial grid on a phone', () => {
  it('names the card by Cliente and shows Pot. Ven., with route and city in the detail', () => {
    const layout = phoneLayout(gridColumns([customer(1) as SaleFrequencyCustomer]));
    expect(layout.title.map((column) => column.name)).toEqual(['Cliente']);
    expect(layout.key.map((column) => column.name)).toEqual(['Pot. Ven.']);
    expect(layout.detail.map((column) => column.name)).toEqual(['R', 'Cidade']);
  });
});
