import { describe, expect, it } from 'vitest';
import { nextSort, sortRows } from './sort-model.ts';
import { column, sampleRows } from '../test-fixtures.ts';

const by = (key: string, direction: 'asc' | 'desc'): string[] =>
  sortRows(sampleRows, column(key), direction).map((row) => row.name);

describe('sorting', () => {
  it('numbers numerically, empty cells last in both directions', () => {
    expect(by('value', 'asc')).toEqual([
      'Item 2',
      'Zeta Malhas',
      'Beta Confecções',
      'Item 10',
      'Ávila Modas',
      'avila tecidos',
    ]);
    expect(by('value', 'desc')).toEqual([
      'Ávila Modas',
      'Item 10',
      'Beta Confecções',
      'Zeta Malhas',
      'Item 2',
      'avila tecidos',
    ]);
  });
  it('text with pt-BR collation: accents and case do not split, numbers inside text are numeric', () => {
    expect(by('name', 'asc')).toEqual([
      'Ávila Modas',
      'avila tecidos',
      'Beta Confecções',
      'Item 2',
      'Item 10',
      'Zeta Malhas',
    ]);
  });
  it('dates chronologically, stable for equal dates', () => {
    expect(by('date', 'asc')).toEqual([
      'Zeta Malhas',
      'Beta Confecções',
      'Item 2',
      'Ávila Modas',
      'Item 10',
      'avila tecidos',
    ]);
    expect(by('date', 'desc')).toEqual([
      'Ávila Modas',
      'Item 10',
      'Item 2',
      'Beta Confecções',
      'Zeta Malhas',
      'avila tecidos',
    ]);
  });
  it('does not touch the input array', () => {
    const before = [...sampleRows];
    sortRows(sampleRows, column('value'), 'asc');
    expect(sampleRows).toEqual(before);
  });
  it('header clicks cycle asc → desc → none; another column starts at asc', () => {
    expect(nextSort(null, 'a')).toEqual({ key: 'a', direction: 'asc' });
    expect(nextSort({ key: 'a', direction: 'asc' }, 'a')).toEqual({ key: 'a', direction: 'desc' });
    expect(nextSort({ key: 'a', direction: 'desc' }, 'a')).toBeNull();
    expect(nextSort({ key: 'a', direction: 'desc' }, 'b')).toEqual({ key: 'b', direction: 'asc' });
  });
});
