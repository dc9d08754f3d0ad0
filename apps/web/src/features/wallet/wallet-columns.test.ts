import { describe, expect, it } from 'vitest';
import { phoneLayout } from '../../components/report-grid/index.ts';
import { walletColumns } from './wallet-columns.ts';

describe('Carteira on a phone', () => {
  it('names the card by Cliente and shows Sit, Ent, Valor À Faturar', () => {
    const layout = phoneLayout(walletColumns);
    expect(layout.title.map((column) => column.name)).toEqual(['Cliente']);
    expect(layout.key.map((column) => column.name)).toEqual(['Sit', 'Ent', 'Valor À Faturar']);
    expect(layout.detail.map((column) => column.name)).toEqual(['Ped', 'Cidade']);
  });
});
