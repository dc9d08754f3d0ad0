import { describe, expect, it } from 'vitest';
import { phoneLayout } from '../../components/report-grid/index.ts';
import { duplicatesColumns } from './duplicates-columns.ts';

describe('Dup. Aberto on a phone', () => {
  it('names the card by Cliente and shows Venc., Atraso, Saldo', () => {
    const layout = phoneLayout(duplicatesColumns);
    expect(layout.title.map((column) => column.name)).toEqual(['Cliente']);
    expect(layout.key.map((column) => column.name)).toEqual(['Venc.', 'Atraso', 'Saldo']);
    expect(layout.detail.map((column) => column.name)).toEqual(['Duplicata', 'Valor']);
  });
});
