import { describe, expect, it } from 'vitest';
import { draftBody } from './order-draft.ts';
import { repeatedOrder } from './repeat-order.ts';
import { sampleRepeatAnswer as answer } from './test-catalog.ts';

const now = new Date('2026-11-26T12:00:00Z');

describe('"Repetir pedido" seeds the new draft', () => {
  it('with the old order’s table, condition, freight, carrier and discount, sent as the PUT’s body', () => {
    const order = repeatedOrder('a1', answer(), { now });
    expect(draftBody(order)).toEqual({
      customerRegister: '11222333000181',
      priceTable: 'T2',
      paymentDays: 45,
      paymentConditionCode: '306090',
      freightType: 'FOB',
      carrierCode: 'JAD',
      discountPercent: 7.5,
      note: '',
      items: [{ reference: 'R100', colorCode: '01', size: 'P', parts: 4 }],
    });
    expect(order.repeatOf).toEqual({ number: 501, issueDate: '2026-10-20', notes: [] });
    expect(order.leftOut).toEqual([{ label: 'R900', reason: 'fora do catálogo' }]);
  });

  it('leaves the customer’s table and what the server gave up to the editor, and keeps why', () => {
    const notes = ['A condição 3045 não está mais disponível para este cliente: escolha outra'];
    const order = repeatedOrder(
      'a2',
      answer({
        terms: {
          priceTable: 'T1',
          paymentConditionCode: null,
          freightType: null,
          carrierCode: null,
          discountPercent: 0,
        },
        notes,
      }),
      { representativeId: 7, now },
    );
    // Unset: the editor shows the customer's table as its own and picks the customer's usual condition.
    expect(order.priceTable).toBeUndefined();
    expect(order.paymentConditionCode).toBeUndefined();
    expect(order.freightType).toBeUndefined();
    expect(order.carrierCode).toBeUndefined();
    expect(order.knownTable).toBe('T1');
    expect(order.representativeId).toBe(7);
    expect(order.repeatOf?.notes).toEqual(notes);
  });
});
