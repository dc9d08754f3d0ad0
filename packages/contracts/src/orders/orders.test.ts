import { describe, expect, it } from 'vitest';
import { catalogQuery } from './catalog.ts';
import { orderDraftBody, orderDraftParams, orderDraftsQuery, orderSendBody } from './order-drafts.ts';

describe('order contracts', () => {
  it('keeps codes as written and fills the note', () => {
    const body = orderDraftBody.parse({
      customerRegister: '11222333000181',
      priceTable: '01',
      paymentDays: 30,
      discountPercent: 2.5,
      items: [{ reference: '0100', colorCode: '01', size: 'P', parts: 3 }],
    });
    expect(body.priceTable).toBe('01');
    expect(body.items[0]).toEqual({ reference: '0100', colorCode: '01', size: 'P', parts: 3 });
    expect(body.note).toBe('');
  });

  it('refuses malformed bodies with Portuguese messages, leaves order problems to the evaluation', () => {
    const base = { customerRegister: '11222333000181', paymentDays: 0, discountPercent: 0, items: [] };
    expect(orderDraftBody.safeParse({ ...base, paymentDays: 361 }).error?.issues[0]?.message).toBe(
      'Prazo inválido: de 0 a 360 dias',
    );
    expect(orderDraftBody.safeParse({ ...base, discountPercent: 1.005 }).error?.issues[0]?.message).toBe(
      'Desconto com mais de 2 casas decimais',
    );
    // Half a piece is a `parts` problem of its line, not a malformed body.
    expect(orderDraftBody.safeParse({ ...base, items: [{ reference: 'R1', parts: 0.5 }] }).success).toBe(
      true,
    );
    expect(orderDraftParams.safeParse({ id: 'x' }).error?.issues[0]?.message).toBe(
      'Pedido inválido: o id deve ser um UUID',
    );
  });

  it('needs a customer or a table for the catalog, and reads list filters', () => {
    expect(catalogQuery.safeParse({}).error?.issues[0]?.message).toBe(
      'Informe o cliente ou a tabela de preço',
    );
    expect(orderDraftsQuery.parse({ status: 'sent,in-erp' }).status).toEqual(['sent', 'in-erp']);
    expect(orderSendBody.parse(undefined)).toBeUndefined();
    expect(orderSendBody.parse({ recordVisit: true })).toEqual({ recordVisit: true });
  });
});
