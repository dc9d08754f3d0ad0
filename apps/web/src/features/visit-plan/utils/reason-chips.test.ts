import { describe, expect, it } from 'vitest';
import { sampleAnswer } from '../test-fixtures.ts';
import { reasonChip, reasonChipText } from './reason-chips.ts';

const reasonsOf = (index: number) => sampleAnswer.customers[index]?.reasons ?? [];

describe('reason chips', () => {
  it('labels every reason with its words and its figure in pt-BR money', () => {
    const chips = [...reasonsOf(0), ...reasonsOf(1), ...reasonsOf(2)].map(reasonChip);
    expect(chips.map(reasonChipText)).toEqual([
      'Cobrar R$ 1.234,56',
      'Pedido bloqueado · R$ 2.500,00',
      'Reposição VERÃO 2027 · R$ 800,00',
      'Meta JEANS · R$ 150,40',
      'Meta JEANS · R$ 75,10',
      'Meta MALHA · R$ 20,00',
      'Crédito · Sem limite: sem faturamento ou mais de 12 meses sem comprar; solicite a análise de crédito.',
    ]);
  });

  it('counts blocked orders and falls back to codes when a description is empty', () => {
    const order = { order: 1, blockedOn: null, totalNetValue: 10 };
    expect(reasonChip({ kind: 'blocked', orders: [order, { ...order, order: 2 }] }).label).toBe(
      '2 pedidos bloqueados',
    );
    expect(
      reasonChip({
        kind: 'goal',
        figure: 1,
        quotaArticle: 'JEA',
        quotaArticleDescription: '',
        repGap: 1,
      }).label,
    ).toBe('Meta JEA');
  });
});
