import { describe, expect, it } from 'vitest';
import { repeatTerms, type RepeatFacts } from './order-repeat.ts';

// The repeat's rules on their own (order-repeat.ts), for the cases the fixtures of order-repeat.test.ts do not reach.

const facts = (change: Partial<RepeatFacts> = {}): RepeatFacts => ({
  oldTable: 'T1',
  oldTablePriced: true,
  customerTable: 'T1',
  condition: null,
  freightType: null,
  carrier: null,
  discountPercent: 0,
  repMaxDiscount: 5,
  approvalOn: false,
  approverMaxDiscount: 0,
  ...change,
});

describe('the terms a repeat keeps', () => {
  it('lowers a discount above every approver’s maximum to it, and a fraction reads as a rep writes it', () => {
    expect(repeatTerms(facts({ discountPercent: 20.5, approvalOn: true, approverMaxDiscount: 15 }))).toEqual({
      terms: expect.objectContaining({ discountPercent: 15 }),
      notes: ['Desconto de 20,5 % acima do que a aprovação permite (15 %): usado 15 %'],
    });
    expect(
      repeatTerms(facts({ discountPercent: 12, approvalOn: true, approverMaxDiscount: 15 })).notes,
    ).toEqual([]);
    // Approval on without an approver above the rep: the rep's maximum, as with approval off.
    expect(repeatTerms(facts({ discountPercent: 7.5, approvalOn: true, approverMaxDiscount: 0 }))).toEqual({
      terms: expect.objectContaining({ discountPercent: 5 }),
      notes: ['Desconto de 7,5 % acima do seu limite de 5 %: usado 5 %'],
    });
  });

  it('says when no table with prices is left, and when a carrier is gone or the ERP’s text matches none', () => {
    const { terms, notes } = repeatTerms(
      facts({
        oldTable: 'T9',
        oldTablePriced: false,
        customerTable: 'T9',
        carrier: { from: 'portal', code: 'VELHA', known: false },
      }),
    );
    expect(terms).toMatchObject({ priceTable: 'T9', carrierCode: null });
    expect(notes).toEqual([
      'A tabela T9 não tem mais preços: escolha outra tabela',
      'A transportadora VELHA não está mais cadastrada: escolha outra',
    ]);
    const erp = (companyHasCarriers: boolean) =>
      repeatTerms(facts({ carrier: { from: 'erp', written: 'TRANS SUL', code: null, companyHasCarriers } }))
        .notes;
    expect(erp(true)).toEqual([
      'A transportadora TRANS SUL do pedido não está entre as cadastradas: escolha uma',
    ]);
    expect(erp(false)).toEqual([]);
  });

  it('prices with the customer’s table when the old order named none', () => {
    expect(repeatTerms(facts({ oldTable: null, oldTablePriced: false, customerTable: 'T2' }))).toMatchObject({
      terms: { priceTable: 'T2' },
      notes: [],
    });
  });
});
