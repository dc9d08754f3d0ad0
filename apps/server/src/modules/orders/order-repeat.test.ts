import type { OrderDraftAnswer, OrderRepeatAnswer } from '@portal/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrdersApp, ESTRELA, type OrdersApp } from '../../testing/orders-fixture.ts';
import { databaseKinds } from '../../testing/test-database.ts';

// "Repetir pedido" keeps the old order's table, condition, freight, carrier and discount while today allows them
// (docs/domain.md §6), on test-fixtures/orders base/ + terms/ and a few ERP orders built here, today 2025-09-30.
// ESTRELA (rep 1, REP1's maximum 10 %) may use AV, 30 and 306090; its table is its latest order's TAB 01 - ATACADO.
// Approval is on (ANA 15 %, administrators 100 %). Carriers: BRASPRESS (BRASPRESS TRANSPORTES), JAD (JADLOG).
//
//   100002 (terms/): TAB 01, condition 30, BRASPRESS, 420.00 of 420.00 net                → all kept, 0 %
//   100001 (terms/): condition 3060, which the company does not have, 906.30 of 954.00    → condition dropped, 5 %
//   100010: TAB 09 - ANTIGA (no prices), condition 3045 (not ESTRELA's), "jadlog"         → TAB 01, no condition, JAD
//   100011: TAB 02 - VAREJO, condition 306090, VER25.0004 (priced in TAB 02 only)          → kept, the line orderable
//   100020: made from portal order P (12 % off, AV, FOB, JAD; the ERP wrote 30, BRASPRESS) → P's terms
//   100021: the ERP's answer to portal order Q (306090, CIF, BRASPRESS) gave this number   → Q's terms

const P = '7b000000-0000-4000-8000-000000000001';
const Q = '7b000000-0000-4000-8000-000000000002';

type ErpOrder = {
  number: number;
  issueDate: string;
  priceTable: string;
  paymentCondition: string;
  shippingCompany: string;
  portalOrderId?: string;
  items: { reference: string; parts: number; value: number; netValue: number }[];
};

describe.each(databaseKinds)('repeating an order with its terms on %s', (kind) => {
  let t: OrdersApp;

  const insertErpOrder = async (order: ErpOrder) => {
    await t.handle.db
      .insertInto('orders')
      .values({
        number: order.number,
        customer_register: ESTRELA,
        representative_id: 1,
        issue_date: order.issueDate,
        delivery_date: null,
        status: 'open',
        price_table: order.priceTable,
        payment_days: 30,
        blocked_on: null,
        canceled_on: null,
        cancel_reason: null,
        shipping_company: order.shippingCompany,
        origin: 'REPRESENTANTE',
        portal_order_id: order.portalOrderId ?? null,
        payment_condition: order.paymentCondition,
      })
      .execute();
    await t.handle.db
      .insertInto('order_items')
      .values(
        order.items.map((item) => ({
          order_number: order.number,
          reference: item.reference,
          parts: item.parts,
          value: String(item.value),
          net_value: String(item.netValue),
        })),
      )
      .execute();
  };

  const sentPortalOrder = async (
    id: string,
    terms: {
      discountPercent: number;
      paymentConditionCode: string;
      freightType: string;
      carrierCode: string;
    },
  ) => {
    const saved = await t.call<OrderDraftAnswer>('PUT', `/api/v1/order-drafts/${id}`, 'REP1', {
      customerRegister: ESTRELA,
      ...terms,
      items: [{ reference: 'VER25.0003', parts: 200 }],
    });
    expect(saved.status).toBe(200);
    const sent = await t.call<OrderDraftAnswer>('POST', `/api/v1/order-drafts/${id}/send`, 'REP1', {});
    expect(sent.status).toBe(200);
    if (sent.body.status === 'awaiting-approval')
      expect((await t.call('POST', `/api/v1/order-drafts/${id}/approve`, 'SUPER', {})).status).toBe(200);
  };

  beforeAll(async () => {
    t = await buildOrdersApp(kind, { terms: true });
    await insertErpOrder({
      number: 100010,
      issueDate: '2025-07-01',
      priceTable: 'TAB 09 - ANTIGA',
      paymentCondition: '3045',
      shippingCompany: 'jadlog',
      items: [
        { reference: 'VER25.0003', parts: 5, value: 20, netValue: 20 },
        { reference: 'VER25.0004', parts: 2, value: 40, netValue: 40 },
      ],
    });
    await insertErpOrder({
      number: 100011,
      issueDate: '2025-06-01',
      priceTable: 'TAB 02 - VAREJO',
      paymentCondition: '306090',
      shippingCompany: 'BRASPRESS',
      items: [{ reference: 'VER25.0004', parts: 3, value: 59.7, netValue: 59.7 }],
    });
    await sentPortalOrder(P, {
      discountPercent: 12,
      paymentConditionCode: 'AV',
      freightType: 'FOB',
      carrierCode: 'JAD',
    });
    await insertErpOrder({
      number: 100020,
      issueDate: '2025-09-29',
      priceTable: 'TAB 01 - ATACADO',
      paymentCondition: '30',
      shippingCompany: 'BRASPRESS',
      // Echoed in upper case, as some ERPs write it.
      portalOrderId: P.toUpperCase(),
      items: [{ reference: 'VER25.0003', parts: 200, value: 640.2, netValue: 563.38 }],
    });
    await sentPortalOrder(Q, {
      discountPercent: 0,
      paymentConditionCode: '306090',
      freightType: 'CIF',
      carrierCode: 'BRASPRESS',
    });
    expect(
      (
        await t.call('POST', `/api/v1/order-drafts/${Q}/erp-answer`, 'ADMIN', {
          status: 'accepted',
          erpOrderNumber: 100021,
        })
      ).status,
    ).toBe(200);
    await insertErpOrder({
      number: 100021,
      issueDate: '2025-09-29',
      priceTable: 'TAB 01 - ATACADO',
      paymentCondition: '30',
      shippingCompany: 'JADLOG',
      items: [{ reference: 'VER25.0003', parts: 200, value: 676, netValue: 676 }],
    });
  });
  afterAll(async () => t?.close());

  const repeat = async (number: number) => {
    const answer = await t.call<OrderRepeatAnswer>('GET', `/api/v1/order-repeat/${number}`, 'REP1');
    expect(answer.status).toBe(200);
    return answer.body;
  };

  it('keeps the table, the condition and the carrier the customer may still use', async () => {
    const body = await repeat(100002);
    expect(body.terms).toEqual({
      priceTable: 'TAB 01 - ATACADO',
      paymentConditionCode: '30',
      freightType: null,
      carrierCode: 'BRASPRESS',
      discountPercent: 0,
    });
    expect(body.notes).toEqual([]);
  });

  it('keeps a table other than the customer’s and checks the lines against it', async () => {
    const body = await repeat(100011);
    expect(body.priceTable).toBe('TAB 01 - ATACADO');
    expect(body.terms).toMatchObject({ priceTable: 'TAB 02 - VAREJO', paymentConditionCode: '306090' });
    expect(body.notes).toEqual([]);
    expect(body.lines.map((line) => [line.reference, line.orderable, line.reason])).toEqual([
      ['VER25.0004', true, null],
    ]);
  });

  it('takes the customer’s table when the old one has no prices, and drops a condition no longer allowed', async () => {
    const body = await repeat(100010);
    expect(body.terms).toEqual({
      priceTable: 'TAB 01 - ATACADO',
      paymentConditionCode: null,
      freightType: null,
      // "jadlog" is JADLOG's name, whatever its case.
      carrierCode: 'JAD',
      discountPercent: 0,
    });
    expect(body.notes).toEqual([
      'A tabela TAB 09 - ANTIGA não tem mais preços: usada a tabela TAB 01 - ATACADO do cliente',
      'A condição 3045 não está mais disponível para este cliente: escolha outra',
    ]);
    expect(body.lines.map((line) => [line.reference, line.orderable, line.reason])).toEqual([
      ['VER25.0003', true, null],
      ['VER25.0004', false, 'Sem preço na tabela TAB 01 - ATACADO'],
    ]);
  });

  it('drops a condition the company no longer has and keeps the ERP’s discount', async () => {
    const body = await repeat(100001);
    expect(body.terms.paymentConditionCode).toBeNull();
    expect(body.terms.discountPercent).toBe(5);
    expect(body.notes).toEqual(['A condição 3060 não está mais disponível para este cliente: escolha outra']);
  });

  it('takes the discount and the terms of the portal order the ERP made the order from', async () => {
    // 12 % is above REP1's 10 %: kept, since an approver may take it (the screen says it will wait for one).
    expect(await repeat(100020)).toMatchObject({
      terms: {
        priceTable: 'TAB 01 - ATACADO',
        paymentConditionCode: 'AV',
        freightType: 'FOB',
        carrierCode: 'JAD',
        discountPercent: 12,
      },
      notes: [],
    });
    expect((await repeat(100021)).terms).toEqual({
      priceTable: 'TAB 01 - ATACADO',
      paymentConditionCode: '306090',
      freightType: 'CIF',
      carrierCode: 'BRASPRESS',
      discountPercent: 0,
    });
  });

  it('lowers a discount above the rep’s maximum to it when approval is off, and says so', async () => {
    await sql`update supervisors set max_discount = null`.execute(t.handle.db);
    try {
      // A write straight into the database reaches the kept answers with its notice: at once on PGlite, within
      // milliseconds on PostgreSQL.
      await expect
        .poll(async () => (await repeat(100020)).terms.discountPercent, { timeout: 2_000 })
        .toBe(10);
      const body = await repeat(100020);
      expect(body.notes).toEqual(['Desconto de 12 % acima do seu limite de 10 %: usado 10 %']);
    } finally {
      await sql`update supervisors set max_discount = case id when 1 then 15 end`.execute(t.handle.db);
    }
  });
});
