import { describe, expect, it } from 'vitest';
import { phoneLayout } from '../../components/report-grid/index.ts';
import { visitRoutesColumns } from './visit-routes-columns.ts';

describe('Rotas on a phone', () => {
  it('names the card by Cidade, Estado and shows População, Rota', () => {
    const layout = phoneLayout(visitRoutesColumns);
    expect(layout.title.map((column) => column.name)).toEqual(['Cidade', 'Estado']);
    expect(layout.key.map((column) => column.name)).toEqual(['População', 'Rota']);
    expect(layout.detail.map((column) => column.name)).toEqual([]);
  });
});
