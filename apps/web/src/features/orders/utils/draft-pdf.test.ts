import { orderPdfTermsOf } from '@portal/contracts/order-pdf';
import { describe, expect, it } from 'vitest';
import { draftPdfOrder } from './draft-pdf.ts';
import { newOrder } from './order-draft.ts';
import { summarize } from './order-summary.ts';
import { packReference, sampleCatalog, sampleContext } from './test-catalog.ts';

const catalog = new Map(
  [...sampleCatalog.references, packReference].map((reference) => [reference.reference, reference]),
);
const condition = {
  code: '3X',
  description: '30/60/90',
  installments: '30/60/90',
  surchargePercent: 2.5,
  minOrderValue: 0,
};

describe("a draft's PDF made on the device", () => {
  it('carries the lines, packs included, the condition, installments adding up to the net total, freight and carrier', () => {
    const order = {
      ...newOrder('6f1f7c1e-2b7a-4c1e-9d0e-3a4b5c6d7e8f', sampleContext.customer),
      items: [{ reference: 'R100', colorCode: '01', size: 'P', parts: 3 }],
      packItems: [{ reference: 'R500', colorCode: '01', packCode: 'A', packs: 1 }],
      paymentConditionCode: '3X',
      freightType: 'FOB' as const,
      carrierCode: 'T1',
      discountPercent: 5,
    };
    const summary = summarize({
      items: order.items,
      packItems: order.packItems,
      catalog,
      context: sampleContext,
      discountPercent: 5,
      surchargePercent: 2.5,
    });
    const pdf = draftPdfOrder({
      order,
      summary,
      catalog,
      condition,
      carriers: [{ code: 'T1', name: 'RODOSUL' }],
      today: '2026-12-01',
    });
    expect(pdf.status).toBe('draft');
    expect(
      pdf.evaluation.lines.map((line) => `${line.parts} ${line.reference} ${line.colorName} ${line.size}`),
    ).toEqual(['3 R100 PRETO P', '2 R500 PRETO P', '4 R500 PRETO M', '4 R500 PRETO G', '2 R500 PRETO GG']);
    const terms = orderPdfTermsOf(pdf);
    expect(terms.paymentCondition).toBe('3X - 30/60/90');
    expect([terms.freightType, terms.carrier]).toEqual(['FOB', 'T1 - RODOSUL']);
    const installments = terms.installments ?? [];
    expect(installments.map((item) => item.dueDate)).toEqual(['2026-12-31', '2027-01-30', '2027-03-01']);
    const cents = installments.reduce((sum, item) => sum + Math.round(item.value * 100), 0);
    expect(cents).toBe(Math.round(pdf.evaluation.totals.netValue * 100));
    expect(pdf.evaluation.totals.parts).toBe(15);
  });
});
