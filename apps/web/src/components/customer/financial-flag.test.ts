import { describe, expect, it } from 'vitest';
import { FINANCIAL_FLAGS, flagInfo } from './financial-flag.ts';

describe('financial flag', () => {
  it('colours 0 green, 1 yellow, 2 orange, 3 purple, 4 red and anything else white', () => {
    expect(FINANCIAL_FLAGS.map((flag) => flagInfo(flag).color)).toEqual([
      '#22c55e',
      '#facc15',
      '#f97316',
      '#a855f7',
      '#ef4444',
    ]);
    expect(flagInfo(5).color).toBe('#ffffff');
    expect(flagInfo('5').color).toBe('#ffffff');
    expect(flagInfo(null).color).toBe('#ffffff');
    expect(flagInfo('4').color).toBe('#ef4444');
  });

  it('gives each flag the tooltip of docs/product.md §4', () => {
    expect(flagInfo(0).tooltip).toMatch(/últimos 12 meses/);
    expect(flagInfo(1).tooltip).toMatch(/reanálise de crédito/);
    expect(flagInfo(2).tooltip).toMatch(/sem faturamento ou mais de 12 meses sem comprar/);
    expect(flagInfo(3).tooltip).toMatch(/pagamento antecipado ou cartão/);
    expect(flagInfo(4).tooltip).toMatch(/valor mostrado é o valor vencido/);
    expect(flagInfo(9).tooltip).toBe('Sem informação');
  });
});
