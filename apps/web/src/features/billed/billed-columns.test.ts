import { describe, expect, it } from 'vitest';
import { phoneLayout } from '../../components/report-grid/index.ts';
import { billedColumns } from './billed-columns.ts';

describe('Faturado on a phone', () => {
  it('names the card by Cliente and shows NF, DT, Valor Total', () => {
    const layout = phoneLayout(billedColumns);
    expect(layout.title.map((column) => column.name)).toEqual(['Cliente']);
    expect(layout.key.map((column) => column.name)).toEqual(['NF', 'DT', 'Valor Total']);
    expect(layout.detail.map((column) => column.name)).toEqual(['Ped', 'Cidade']);
  });
});
