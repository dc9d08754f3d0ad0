import { describe, expect, it } from 'vitest';
import {
  applyFilters,
  isFilterActive,
  matchesCondition,
  parseDateInput,
  parseNumberInput,
  searchValues,
  valueList,
  valueListFilter,
} from './filter-model.ts';
import { column, sampleColumns, sampleRows, type SampleRow } from '../test-fixtures.ts';
import type { Condition, FilterState } from '../types.ts';

const names = (rows: SampleRow[]): string[] => rows.map((row) => row.name);
const keep = (key: string, condition: Condition): string[] =>
  names(sampleRows.filter((row) => matchesCondition(row, column(key), condition)));

describe('text conditions (displayed text, case and accents ignored)', () => {
  it('Contém', () =>
    expect(keep('name', { operator: 'contains', value: 'AVILA' })).toEqual(['Ávila Modas', 'avila tecidos']));
  it('Não Contém', () =>
    expect(keep('name', { operator: 'notContains', value: 'avila' })).toEqual([
      'Beta Confecções',
      'Zeta Malhas',
      'Item 10',
      'Item 2',
    ]));
  it('Igual', () =>
    expect(keep('city', { operator: 'equals', value: 'sao paulo' })).toEqual([
      'Ávila Modas',
      'avila tecidos',
    ]));
  it('Diferente', () =>
    expect(keep('city', { operator: 'notEquals', value: 'Campinas' })).toEqual([
      'Ávila Modas',
      'avila tecidos',
      'Zeta Malhas',
    ]));
  it('compares what the cell shows: R$ text of a currency column', () => {
    const currencyAsText = { ...column('value'), type: 'text' as const };
    expect(
      names(
        sampleRows.filter((row) =>
          matchesCondition(row, currencyAsText, { operator: 'contains', value: '1.500,50' }),
        ),
      ),
    ).toEqual(['Ávila Modas']);
  });
});

describe('number conditions (raw numbers; pt-BR or dot input)', () => {
  it('Igual', () =>
    expect(keep('value', { operator: 'equals', value: '1.500,50' })).toEqual(['Ávila Modas']));
  it('Diferente keeps empty cells', () =>
    expect(keep('value', { operator: 'notEquals', value: '200' })).toEqual([
      'Ávila Modas',
      'avila tecidos',
      'Zeta Malhas',
      'Item 10',
      'Item 2',
    ]));
  it('Maior', () => expect(keep('value', { operator: 'gt', value: '1000' })).toEqual(['Ávila Modas']));
  it('Maior ou igual', () =>
    expect(keep('value', { operator: 'gte', value: '1000' })).toEqual(['Ávila Modas', 'Item 10']));
  it('Menor drops empty cells', () =>
    expect(keep('value', { operator: 'lt', value: '99,99' })).toEqual(['Item 2']));
  it('Menor ou igual', () =>
    expect(keep('value', { operator: 'lte', value: '99.99' })).toEqual(['Zeta Malhas', 'Item 2']));
});

describe('date conditions (chronological, dd/mm/aaaa input)', () => {
  it('Maior ou igual and Igual', () => {
    expect(keep('date', { operator: 'gte', value: '01/03/2025' })).toEqual(['Ávila Modas', 'Item 10']);
    expect(keep('date', { operator: 'equals', value: '31/01/2025' })).toEqual(['Beta Confecções']);
  });
  it('parses inputs', () => {
    expect(parseDateInput('07/03/2025')).toBe('2025-03-07');
    expect(parseDateInput('2025-03-07')).toBe('2025-03-07');
    expect(parseDateInput('7/3')).toBeNull();
    expect(parseNumberInput('1.234,56')).toBe(1234.56);
    expect(parseNumberInput('1234.56')).toBe(1234.56);
    expect(parseNumberInput('10.000.000')).toBe(10_000_000);
    expect(parseNumberInput('R$ 1.500')).toBe(1500);
    expect(parseNumberInput('99,9')).toBe(99.9);
    expect(parseNumberInput('abc')).toBeNull();
    expect(parseNumberInput(' ')).toBeNull();
  });
});

describe('conditions joined by e / ou, and filters of several columns', () => {
  it('e keeps rows matching all conditions', () => {
    const filters: FilterState = {
      value: {
        kind: 'conditions',
        join: 'and',
        conditions: [
          { operator: 'gte', value: '100' },
          { operator: 'lte', value: '1000' },
        ],
      },
    };
    expect(names(applyFilters(sampleRows, sampleColumns, filters))).toEqual(['Beta Confecções', 'Item 10']);
  });
  it('ou keeps rows matching any condition', () => {
    const filters: FilterState = {
      name: {
        kind: 'conditions',
        join: 'or',
        conditions: [
          { operator: 'contains', value: 'zeta' },
          { operator: 'equals', value: 'item 2' },
        ],
      },
    };
    expect(names(applyFilters(sampleRows, sampleColumns, filters))).toEqual(['Zeta Malhas', 'Item 2']);
  });
  it('half-typed conditions are ignored', () => {
    const filters: FilterState = {
      value: {
        kind: 'conditions',
        join: 'and',
        conditions: [
          { operator: 'gt', value: '1000' },
          { operator: 'lt', value: 'abc' },
        ],
      },
    };
    expect(names(applyFilters(sampleRows, sampleColumns, filters))).toEqual(['Ávila Modas']);
    expect(
      isFilterActive({ kind: 'conditions', join: 'and', conditions: [{ operator: 'contains', value: ' ' }] }),
    ).toBe(false);
  });
  it('value list and condition on two columns are joined by e', () => {
    const filters: FilterState = {
      city: { kind: 'values', values: ['CAMPINAS'] },
      parts: { kind: 'conditions', join: 'and', conditions: [{ operator: 'gt', value: '5' }] },
    };
    expect(names(applyFilters(sampleRows, sampleColumns, filters))).toEqual(['Item 10']);
  });
  it('no filter returns the same array (nothing recomputed downstream)', () => {
    expect(applyFilters(sampleRows, sampleColumns, {})).toBe(sampleRows);
  });
});

describe('value list', () => {
  it('distinct displayed values, sorted by the column type', () => {
    expect(valueList(sampleRows, column('city'), sampleColumns, {})).toEqual([
      'CAMPINAS',
      'campinas',
      'SANTOS',
      'SÃO PAULO',
    ]);
    expect(valueList(sampleRows, column('value'), sampleColumns, {})).toEqual([
      '',
      'R$ 0,10',
      'R$ 99,99',
      'R$ 200,00',
      'R$ 1.000,00',
      'R$ 1.500,50',
    ]);
    expect(valueList(sampleRows, column('date'), sampleColumns, {})).toEqual([
      '',
      '01/12/2024',
      '31/01/2025',
      '15/02/2025',
      '07/03/2025',
    ]);
  });
  it('follows the other columns’ filters, not its own', () => {
    const filters: FilterState = {
      city: { kind: 'values', values: ['SANTOS'] },
      name: { kind: 'values', values: ['Zeta Malhas'] },
    };
    expect(valueList(sampleRows, column('city'), sampleColumns, filters)).toEqual(['SANTOS']);
    const onlyOwn: FilterState = { city: { kind: 'values', values: ['SANTOS'] } };
    expect(valueList(sampleRows, column('city'), sampleColumns, onlyOwn)).toHaveLength(4);
  });
  it('search box ignores case and accents', () => {
    expect(valueList(sampleRows, column('city'), sampleColumns, {}, 'sao')).toEqual(['SÃO PAULO']);
    expect(searchValues(['Ávila Modas', 'Beta'], 'AVI')).toEqual(['Ávila Modas']);
    expect(searchValues(['a', 'b'], '')).toEqual(['a', 'b']);
  });
  it('a value-list filter keeps exactly the ticked texts', () => {
    const filters: FilterState = { value: { kind: 'values', values: ['R$ 200,00', ''] } };
    expect(names(applyFilters(sampleRows, sampleColumns, filters))).toEqual([
      'Beta Confecções',
      'avila tecidos',
    ]);
  });
});

describe('Aplicar on the value list, as a spreadsheet filter', () => {
  const values = ['LOJA GAÚCHA', 'gaucha modas', 'Tecidos Gaucha Sul', 'ÁVILA MODAS', 'BOTON'];
  const everything = new Set(values);

  it('a search then Aplicar keeps exactly the matches, accents and case ignored', () =>
    expect(valueListFilter(values, everything, 'gaucha')).toEqual({
      kind: 'values',
      values: ['LOJA GAÚCHA', 'gaucha modas', 'Tecidos Gaucha Sul'],
    }));

  it('a match unticked during the search stays out', () =>
    expect(
      valueListFilter(values, new Set(values.filter((value) => value !== 'gaucha modas')), 'gaucha'),
    ).toEqual({ kind: 'values', values: ['LOJA GAÚCHA', 'Tecidos Gaucha Sul'] }));

  it('without a search, everything ticked is no filter and a partial tick keeps the ticked', () => {
    expect(valueListFilter(values, everything, '  ')).toBeNull();
    expect(valueListFilter(values, new Set(['BOTON']), '')).toEqual({ kind: 'values', values: ['BOTON'] });
  });
});
