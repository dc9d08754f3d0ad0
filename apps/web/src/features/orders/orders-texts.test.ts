import { describe, expect, it } from 'vitest';
import { orderWhatsappTexts, ordersTexts } from './orders-texts.ts';

describe("Pedidos' counts", () => {
  it('write one piece in the singular', () => {
    expect(ordersTexts.stockWarning('R100 PRETO P', 2, 1, null)).toBe('R100 PRETO P: 2 pedidas, 1 livre');
    expect(ordersTexts.stockWarning('R100 PRETO P', 1, 0, '10/12/2026')).toBe(
      'R100 PRETO P: 1 pedida, 0 livres; mais chegam em 10/12/2026',
    );
    expect(ordersTexts.free(1)).toBe('1 livre');
    expect(ordersTexts.references(1)).toBe('1 referência');
    expect(orderWhatsappTexts.payment(1)).toBe('Prazo: 1 dia');
    expect(orderWhatsappTexts.payment(30)).toBe('Prazo: 30 dias');
  });
});
