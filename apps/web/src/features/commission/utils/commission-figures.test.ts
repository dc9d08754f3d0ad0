import { describe, expect, it } from 'vitest';
import { statement } from '../test-fixtures.ts';
import {
  addMoney,
  bucketLabel,
  entryRows,
  forecastSeries,
  severalReps,
  waterfallSteps,
} from './commission-figures.ts';

describe('commission figures', () => {
  it('adds money to the cent where floats drift', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(addMoney(0.1, 0.2)).toBe(0.3);
    expect(addMoney(105.3, 30.3, 50.05, -12.5)).toBe(173.15);
  });

  it('walks from Carteira to the total, each step floating where the previous one ended', () => {
    expect(waterfallSteps(statement)).toEqual([
      { key: 'carteira', label: 'Carteira', value: 105.3, start: 0, end: 105.3 },
      { key: 'receivable', label: 'Faturado a receber', value: 20.2, start: 105.3, end: 125.5 },
      { key: 'overdue', label: 'Em atraso', value: 10.1, start: 125.5, end: 135.6 },
      { key: 'credit', label: 'Créditos do mês', value: 50.05, start: 135.6, end: 185.65 },
      { key: 'debit', label: 'Débitos do mês', value: -12.5, start: 185.65, end: 173.15 },
      { key: 'total', label: 'Total', value: 173.15, start: 0, end: 173.15 },
    ]);
  });

  it('names the buckets and stacks the overdue receivables apart', () => {
    expect(statement.forecast.buckets.map(bucketLabel)).toEqual([
      'Em atraso',
      '11/2026',
      '12/2026',
      '01/2027',
      '02/2027',
      '03/2027',
      '04/2027',
      'Depois',
    ]);
    const series = forecastSeries(statement.forecast.buckets);
    expect(series.carteira).toEqual([0, 100.2, 0.1, 0, 0, 0, 0, 5]);
    expect(series.receivables).toEqual([0, 0.2, 20, 0, 0, 0, 0, 0]);
    expect(series.overdue).toEqual([10.1, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('shows a debit negative, so the entries add up to the net', () => {
    const rows = entryRows(statement.realised.entries);
    expect(rows).toEqual([
      {
        representativeId: 1,
        postedOn: '2026-11-05',
        kind: 'Crédito',
        value: 50.05,
        description: 'COMISSÃO S/ FATURAMENTO 10/2026',
      },
      { representativeId: 1, postedOn: '2026-11-10', kind: 'Débito', value: -12.5, description: '' },
    ]);
    expect(addMoney(...rows.map((row) => row.value))).toBe(statement.realised.net);
    expect(severalReps(rows)).toBe(false);
    expect(severalReps([...rows, { ...rows[0]!, representativeId: 2 }])).toBe(true);
  });
});
