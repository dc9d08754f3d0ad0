import { describe, expect, it } from 'vitest';
import { defaultGroupTotals, groupRows, plainRows } from './grouping.ts';
import { sampleColumns, sampleRows, type SampleRow } from '../test-fixtures.ts';
import type { GroupBy } from '../types.ts';

const byPriority: GroupBy<SampleRow> = {
  key: 'priority',
  label: (value) => `Prioridade ${String(value)}`,
  excludeFromTotals: ['flag', 'priority'],
};

describe('grouping', () => {
  it('groups in ascending order of the value, each followed by its summary row, rows in incoming order', () => {
    const display = groupRows(sampleRows, sampleColumns, byPriority);
    expect(display.map((entry) => (entry.kind === 'data' ? entry.row.name : entry.label))).toEqual([
      'Beta Confecções',
      'avila tecidos',
      'Prioridade 1',
      'Ávila Modas',
      'Zeta Malhas',
      'Prioridade 2',
      'Item 10',
      'Item 2',
      'Prioridade 3',
    ]);
  });
  it('group totals sum the numeric fields but the excluded ones', () => {
    const display = groupRows(sampleRows, sampleColumns, byPriority);
    const group = display.find((entry) => entry.kind === 'group' && entry.groupValue === 2);
    expect(group?.kind === 'group' && group.totals).toEqual({ value: 1600.49, parts: 13 });
    expect(group?.kind === 'group' && group.size).toBe(2);
  });
  it('text and date columns are never summed; an empty cell counts as zero', () => {
    expect(defaultGroupTotals(sampleRows.slice(1, 3), sampleColumns)).toEqual({
      value: 200,
      parts: 5,
      priority: 2,
      flag: 5,
    });
  });
  it('summaryFor replaces the default totals', () => {
    const display = groupRows(sampleRows, sampleColumns, {
      ...byPriority,
      summaryFor: (rows) => ({ name: `${rows.length} clientes` }),
    });
    const first = display.find((entry) => entry.kind === 'group');
    expect(first?.kind === 'group' && first.totals).toEqual({ name: '2 clientes' });
  });
  it('data rows are numbered for striping, and without grouping nothing is added', () => {
    expect(plainRows(sampleRows).map((entry) => entry.kind === 'data' && entry.index)).toEqual([
      0, 1, 2, 3, 4, 5,
    ]);
  });
});
