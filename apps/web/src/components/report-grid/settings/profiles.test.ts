import { describe, expect, it } from 'vitest';
import { applyProfile, defaultLayout, profileFromLayout, visibleColumns } from './profiles.ts';
import type { GridColumn } from '../types.ts';

type Row = { a: string; b: string; c: number; d: number };
const columns: GridColumn<Row>[] = [
  { key: 'a', name: 'A', type: 'text', frozen: true, width: 40 },
  { key: 'b', name: 'B', type: 'text', hidden: true },
  { key: 'c', name: 'C', type: 'number', width: 70 },
  { key: 'd', name: 'D', type: 'number' },
];

describe('profiles', () => {
  it('the default layout follows the definitions', () => {
    expect(defaultLayout(columns)).toEqual({
      order: ['a', 'b', 'c', 'd'],
      hidden: ['b'],
      widths: { a: 40, b: 100, c: 70, d: 100 },
    });
  });
  it('a profile sets visibility, order and widths; unknown names are ignored, new columns hidden at the end', () => {
    const layout = applyProfile(columns, {
      id: '1',
      name: 'Meu',
      columns: ['d', 'gone', 'b', 'a'],
      widths: { d: 150, b: 10, gone: 99 },
    });
    expect(layout.order).toEqual(['a', 'd', 'b', 'c']);
    expect(layout.hidden).toEqual(['c']);
    expect(layout.widths).toEqual({ a: 40, b: 30, c: 70, d: 150 });
    expect(visibleColumns(columns, layout).map((column) => column.key)).toEqual(['a', 'd', 'b']);
  });
  it('saving the current layout keeps only visible columns, in order, with widths', () => {
    const layout = { order: ['a', 'd', 'c', 'b'], hidden: ['b'], widths: { a: 40, b: 100, c: 80, d: 120 } };
    expect(profileFromLayout('x', '  Vendas  ', layout)).toEqual({
      id: 'x',
      name: 'Vendas',
      columns: ['a', 'd', 'c'],
      widths: { a: 40, d: 120, c: 80 },
    });
    expect(applyProfile(columns, profileFromLayout('x', 'Vendas', layout))).toEqual(layout);
  });
});
