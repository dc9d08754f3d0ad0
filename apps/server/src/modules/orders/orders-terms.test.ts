import type {
  OrderApprovalsAnswer,
  OrderContextAnswer,
  OrderDraftAnswer,
  OrderExportAnswer,
  OrderSendRefusedAnswer,
} from '@portal/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ordersCsv } from '../../export/export-orders.ts';
import {
  buildOrdersApp,
  CHARME,
  ESTRELA,
  LOJA_NOVA,
  type OrdersApp,
  type OrderUser,
} from '../../testing/orders-fixture.ts';
import { databaseKinds } from '../../testing/test-database.ts';

// The order's terms and approval (docs/domain.md §8.2–§8.3) on test-fixtures/orders base/ + terms/, today
// 2025-09-30, worked out by hand. Approval is on (supervisors.max_discount: ANA 15 %, BRUNO empty = 100); REP1's
// maximum is 10 %, REP2's 0. SUPER is ANA's (team: reps 1 and 2), SUPER2 BRUNO's (no team), ADMIN sees everyone.
//
// T1 (ESTRELA, rep 1, 30/60/90: +2,5 %, minimum 500,00; its latest order's TAB 01 - ATACADO):
//   VER25.0001 PRETO/P 10 × round(35.00 × 1.025 = 35.875) 35.88 = 358.80
//   VER25.0003          7 × round( 3.30 × 1.025 = 3.3825)  3.38 =  23.66      net total 382.46
//   installments 38246 cents ÷ 3 = 12748.67 → 127.48 twice, the first 382.46 − 254.96 = 127.50;
//   due 2025-10-30, 2025-11-29, 2025-12-29; paymentDays (30 + 60 + 90) / 3 = 60; 382.46 < 500 → `minimum`.
// T2 (CHARME, rep 2, table 01, à vista −3 %, suspended credit):
//   VER25.0003 3 × round(2.50 × 0.97 = 2.425) 2.43 (half-up; half-even would say 2.42) = 7.29, one installment
//   today; flagAfter 3 → `credit`.
// T3 (LOJA NOVA, rep 1, TAB 02 - VAREJO chosen, 30/45, 12 % off):
//   VER25.0002 AZUL/38 3 × 99.90 = 299.70 → × 0.88 = 263.736 → 263.74; paymentDays (30 + 45) / 2 = 37.5 → 38;
//   12 % > REP1's 10 % → `discount`, within ANA's 15 %.

const T1 = '7a000000-0000-4000-8000-000000000001';
const T2 = '7a000000-0000-4000-8000-000000000002';
const T3 = '7a000000-0000-4000-8000-000000000003';
const T4 = '7a000000-0000-4000-8000-000000000004';
const T5 = '7a000000-0000-4000-8000-000000000005';
const T6 = '7a000000-0000-4000-8000-000000000006';

const t1Body = {
  customerRegister: ESTRELA,
  paymentConditionCode: '306090',
  freightType: 'CIF',
  carrierCode: 'BRASPRESS',
  discountPercent: 0,
  items: [
    { reference: 'VER25.0001', colorCode: '01', size: 'P', parts: 10 },
    { reference: 'VER25.0003', parts: 7 },
  ],
};

const t3Body = (discountPercent: number) => ({
  customerRegister: LOJA_NOVA,
  priceTable: 'TAB 02 - VAREJO',
  paymentConditionCode: '3045',
  discountPercent,
  items: [{ reference: 'VER25.0002', colorCode: '10', size: '38', parts: 3 }],
});

describe.each(databaseKinds)('order terms and approval on %s', (kind) => {
  let t: OrdersApp;
  beforeAll(async () => {
    t = await buildOrdersApp(kind, { terms: true });
  });
  afterAll(async () => t?.close());

  const put = (id: string, body: unknown, user: OrderUser = 'REP1') =>
    t.call<OrderDraftAnswer>('PUT', `/api/v1/order-drafts/${id}`, user, body);
  const send = (id: string, user: OrderUser = 'REP1') =>
    t.call<OrderDraftAnswer>('POST', `/api/v1/order-drafts/${id}/send`, user, {});
  const approve = (id: string, user: OrderUser, note?: string) =>
    t.call<OrderDraftAnswer>('POST', `/api/v1/order-drafts/${id}/approve`, user, note ? { note } : {});
  const reject = (id: string, user: OrderUser, reason: string) =>
    t.call<OrderDraftAnswer>('POST', `/api/v1/order-drafts/${id}/reject`, user, { reason });
  const errorOf = (body: unknown) => (body as { error: { message: string } }).error.message;

  it('prices with the surcharge, splits the net total into installments to the cent, asks for approval of the minimum', async () => {
    const saved = await put(T1, t1Body);
    expect(saved.status).toBe(200);
    const { body } = saved;
    expect(body).toMatchObject({
      paymentConditionCode: '306090',
      freightType: 'CIF',
      carrierCode: 'BRASPRESS',
      paymentDays: 60,
      approval: null,
      rejection: null,
    });
    expect(
      body.evaluation.lines.map((line) => [
        line.reference,
        line.listPrice,
        line.unitPrice,
        line.value,
        line.netValue,
      ]),
    ).toEqual([
      ['VER25.0001', 35, 35.88, 358.8, 358.8],
      ['VER25.0003', 3.3, 3.38, 23.66, 23.66],
    ]);
    expect(body.evaluation.totals).toEqual({ parts: 17, value: 382.46, netValue: 382.46, commission: 19.12 });
    expect(body.evaluation.paymentCondition).toEqual({
      code: '306090',
      description: '30/60/90 DIAS',
      installments: '30/60/90',
      surchargePercent: 2.5,
      minOrderValue: 500,
    });
    expect(body.evaluation.installments).toEqual([
      { number: 1, days: 30, dueDate: '2025-10-30', value: 127.5 },
      { number: 2, days: 60, dueDate: '2025-11-29', value: 127.48 },
      { number: 3, days: 90, dueDate: '2025-12-29', value: 127.48 },
    ]);
    expect(body.evaluation.problems).toEqual([]);
    expect(body.evaluation.approvals).toEqual([
      {
        kind: 'minimum',
        message: 'Pedido de R$ 382,46 abaixo do mínimo de R$ 500,00 da condição 306090',
        figures: { netTotal: 382.46, minOrderValue: 500 },
      },
    ]);
  });

  it('offers the screen the customer’s conditions, its usual one and the carriers', async () => {
    const { body } = await t.call<OrderContextAnswer>(
      'GET',
      `/api/v1/order-context?customerRegister=${ESTRELA}`,
      'REP1',
    );
    expect(body.terms).toEqual({
      paymentConditions: [
        { code: '30', description: '30 DIAS', installments: '30', surchargePercent: 0, minOrderValue: 0 },
        {
          code: '306090',
          description: '30/60/90 DIAS',
          installments: '30/60/90',
          surchargePercent: 2.5,
          minOrderValue: 500,
        },
        { code: 'AV', description: 'À VISTA', installments: '0', surchargePercent: -3, minOrderValue: 0 },
      ],
      usualPaymentCondition: '306090',
      carriers: [
        { code: 'BRASPRESS', name: 'BRASPRESS TRANSPORTES' },
        { code: 'JAD', name: 'JADLOG' },
      ],
      approvalOn: true,
    });
    // CHARME has no list: every active condition; 285684 is inactive.
    const charme = await t.call<OrderContextAnswer>(
      'GET',
      `/api/v1/order-context?customerRegister=${CHARME}`,
      'REP2',
    );
    expect(charme.body.terms.paymentConditions.map((condition) => condition.code)).toEqual([
      '30',
      '3045',
      '306090',
      'AV',
    ]);
    expect(charme.body.terms.usualPaymentCondition).toBe('30');
  });

  it('rounds the à vista discount half-up and asks for approval of a suspended customer', async () => {
    const { body } = await put(
      T2,
      {
        customerRegister: CHARME,
        paymentConditionCode: 'AV',
        discountPercent: 0,
        items: [{ reference: 'VER25.0003', parts: 3 }],
      },
      'REP2',
    );
    expect(body.evaluation.lines.map((line) => [line.listPrice, line.unitPrice, line.value])).toEqual([
      [2.5, 2.43, 7.29],
    ]);
    expect(body.paymentDays).toBe(0);
    expect(body.evaluation.installments).toEqual([
      { number: 1, days: 0, dueDate: '2025-09-30', value: 7.29 },
    ]);
    expect(body.evaluation.approvals).toEqual([
      {
        kind: 'credit',
        message: 'Cliente com crédito suspenso: o pedido precisa de aprovação',
        figures: { flagAfter: 3 },
      },
    ]);
    // §6's credit warning stays.
    expect(body.evaluation.warnings.map((warning) => warning.kind)).toEqual(['credit']);
  });

  it('asks for approval of a discount above the rep’s maximum, with the mean days half-up', async () => {
    const { body } = await put(T3, t3Body(12));
    expect(body.paymentDays).toBe(38);
    expect(body.evaluation.totals.netValue).toBe(263.74);
    expect(body.evaluation.installments.map((installment) => installment.value)).toEqual([131.87, 131.87]);
    expect(body.evaluation.problems).toEqual([]);
    expect(body.evaluation.approvals).toEqual([
      {
        kind: 'discount',
        message: 'Desconto de 12,00% acima do máximo de 10,00% do representante',
        figures: { discountPercent: 12, maxDiscountPercent: 10 },
      },
    ]);
  });

  it('refuses a missing, unknown, inactive or not allowed condition and an unknown carrier', async () => {
    const problemsOf = async (terms: Record<string, unknown>) => {
      const { paymentConditionCode: _unused, ...rest } = t1Body;
      const { body } = await put(T4, { ...rest, ...terms });
      return body.evaluation.problems.map((problem) => [problem.kind, problem.message]);
    };
    // The customer's usual condition (306090) is only the screen's first choice: the server never picks one.
    expect(await problemsOf({ paymentDays: 30 })).toEqual([
      ['payment-condition', 'Escolha a condição de pagamento'],
    ]);
    expect(await problemsOf({ paymentConditionCode: 'ZZ' })).toEqual([
      ['payment-condition', 'Condição de pagamento ZZ não existe'],
    ]);
    expect(await problemsOf({ paymentConditionCode: '285684' })).toEqual([
      ['payment-condition', 'Condição de pagamento 285684 está inativa'],
    ]);
    expect(await problemsOf({ paymentConditionCode: '3045' })).toEqual([
      ['payment-condition', 'Condição de pagamento 3045 não está liberada para o cliente'],
    ]);
    expect(await problemsOf({ paymentConditionCode: '30', carrierCode: 'XPTO' })).toEqual([
      ['carrier', 'Transportadora XPTO não existe'],
    ]);
    const refused = await t.call<OrderSendRefusedAnswer>(
      'POST',
      `/api/v1/order-drafts/${T4}/send`,
      'REP1',
      {},
    );
    expect([refused.status, refused.body.draft.status]).toEqual([422, 'draft']);
    const badFreight = await put(T4, { ...t1Body, freightType: 'CFR' });
    expect([badFreight.status, errorOf(badFreight.body)]).toEqual([400, 'Frete inválido: use CIF ou FOB']);
  });

  it('sends an order with approvals to awaiting-approval, counted as sent until rejected', async () => {
    const balanceBefore = async () =>
      (await put(T5, { ...t1Body, items: [{ reference: 'VER25.0003', parts: 1 }] })).body.evaluation.credit
        .projectedBalanceBefore;
    const alone = await balanceBefore();
    const sent = await send(T1);
    expect([sent.status, sent.body.status, sent.body.sentOn]).toEqual([
      200,
      'awaiting-approval',
      '2025-09-30',
    ]);
    expect(sent.body.evaluation.approvals.map((approval) => approval.kind)).toEqual(['minimum']);
    // Awaiting counts as sent: T1's 382.46 leaves ESTRELA's projected balance.
    expect(Number((alone - (await balanceBefore())).toFixed(2))).toBe(382.46);
    const written = await put(T1, t1Body);
    expect(written.status).toBe(409);

    const listed = await t.call<OrderApprovalsAnswer>('GET', '/api/v1/order-approvals', 'SUPER');
    expect(listed.status).toBe(200);
    expect(listed.body.map((order) => order.id)).toContain(T1);
    // The card's customer city/UF and rep, read for the whole list at once.
    expect(listed.body.find((order) => order.id === T1)?.printout).toMatchObject({
      customerCity: 'SÃO PAULO',
      customerState: 'SP',
      representativeName: 'JOÃO REPRESENTAÇÕES LTDA',
    });
    const countOf = async (user: OrderUser) => {
      const answer = await t.call<{ count: number }>('GET', '/api/v1/order-approvals/count', user);
      return answer.status === 200 ? answer.body.count : answer.status;
    };
    expect([await countOf('SUPER'), await countOf('SUPER2'), await countOf('REP1')]).toEqual([
      listed.body.length,
      0,
      403,
    ]);
    expect((await t.call<OrderApprovalsAnswer>('GET', '/api/v1/order-approvals', 'SUPER2')).body).toEqual([]);
    const byRep = await t.call('GET', '/api/v1/order-approvals', 'REP1');
    expect([byRep.status, errorOf(byRep.body)]).toEqual([
      403,
      'Acesso negado: só supervisores e administradores aprovam pedidos',
    ]);

    const empty = await reject(T1, 'SUPER', '  ');
    expect([empty.status, errorOf(empty.body)]).toEqual([400, 'Informe o motivo da recusa']);
    const rejected = await reject(T1, 'SUPER', 'Pedido abaixo do mínimo: complete a grade');
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({
      status: 'draft',
      sentAt: null,
      sentOn: null,
      rejection: { by: 'SUPER', reason: 'Pedido abaixo do mínimo: complete a grade' },
    });
    expect(await countOf('SUPER')).toBe(listed.body.length - 1);
    // A rejected order no longer counts.
    expect(await balanceBefore()).toBe(alone);
    expect((await reject(T1, 'SUPER', 'de novo')).status).toBe(409);

    // The rep completes it and sends again: no approval needed now, the rejection is gone.
    const completed = await put(T1, {
      ...t1Body,
      items: [{ reference: 'VER25.0001', colorCode: '01', size: 'P', parts: 14 }],
    });
    // 14 × 35.88 = 502.32 ≥ 500.
    expect(completed.body.evaluation.totals.netValue).toBe(502.32);
    expect(completed.body.evaluation.approvals).toEqual([]);
    const again = await send(T1);
    expect([again.body.status, again.body.rejection]).toEqual(['sent', null]);
    const { rows } = await sql<{ action: string; username: string }>`
      select action, username from audit_log where entity = 'order' and entity_key = ${T1} order by id`.execute(
      t.handle.db,
    );
    expect(rows).toEqual([
      { action: 'send', username: 'REP1' },
      { action: 'reject', username: 'SUPER' },
      { action: 'send', username: 'REP1' },
    ]);
  });

  it('lets an approver whose maximum reaches the discount approve; refuses reps, other teams and lower maxima', async () => {
    // T3: 12 %, within ANA's 15 %.
    expect((await send(T3)).body.status).toBe('awaiting-approval');
    const byRep = await approve(T3, 'REP1');
    expect([byRep.status, errorOf(byRep.body)]).toEqual([
      403,
      'Acesso negado: só supervisores e administradores aprovam pedidos',
    ]);
    const otherTeam = await approve(T3, 'SUPER2');
    expect([otherTeam.status, errorOf(otherTeam.body)]).toEqual([
      403,
      'Acesso negado: o pedido é de outro representante',
    ]);
    const approved = await approve(T3, 'SUPER', 'Cliente novo, vale o desconto');
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      status: 'sent',
      sentOn: '2025-09-30',
      approval: { by: 'SUPER', note: 'Cliente novo, vale o desconto' },
    });
    expect((await approve(T3, 'SUPER')).status).toBe(409);

    // T6: 20 %, above ANA's 15 %: only an administrator (100) may approve it.
    await put(T6, t3Body(20));
    expect((await send(T6)).body.status).toBe('awaiting-approval');
    const below = await approve(T6, 'SUPER');
    expect([below.status, errorOf(below.body)]).toEqual([
      403,
      'Acesso negado: desconto de 20,00% acima do seu máximo de 15,00% para aprovar',
    ]);
    const byAdmin = await approve(T6, 'ADMIN');
    expect([byAdmin.status, byAdmin.body.status, byAdmin.body.approval?.by]).toEqual([200, 'sent', 'ADMIN']);
    const { rows } = await sql<{ action: string }>`
      select action from audit_log where entity = 'order' and entity_key = ${T6} order by id`.execute(
      t.handle.db,
    );
    expect(rows.map((row) => row.action)).toEqual(['send', 'approve']);
  });

  it('exports the terms, the approver and the list price; never an awaiting order', async () => {
    await put(
      T2,
      {
        customerRegister: CHARME,
        paymentConditionCode: 'AV',
        discountPercent: 0,
        items: [{ reference: 'VER25.0003', parts: 3 }],
      },
      'REP2',
    );
    expect((await send(T2, 'REP2')).body.status).toBe('awaiting-approval');
    const pulled = await t.call<OrderExportAnswer>('GET', '/api/v1/order-drafts/export', 'ADMIN');
    const ids = pulled.body.orders.map((order) => order.portalOrderId);
    expect(ids).not.toContain(T2);
    const t3 = pulled.body.orders.find((order) => order.portalOrderId === T3);
    expect(t3).toMatchObject({
      paymentDays: 38,
      paymentCondition: '3045',
      freightType: null,
      carrierCode: null,
      approvedBy: 'SUPER',
      items: [{ reference: 'VER25.0002', unitPrice: 99.9, listPrice: 99.9, netValue: 263.74 }],
    });
    const t1 = pulled.body.orders.find((order) => order.portalOrderId === T1);
    expect(t1).toBeDefined();
    const csv = ordersCsv(t1 ? [t1] : []);
    expect(csv.orders.split('\n')[1]).toBe(
      `${T1},${ESTRELA},1,2025-09-30,,TAB 01 - ATACADO,60,0.00,,306090,CIF,BRASPRESS,`,
    );
    expect(csv.items).toBe(
      'portal_order_id,reference,color_code,size,parts,unit_price,value,net_value,list_price,pack_code,packs\n' +
        `${T1},VER25.0001,01,P,14,35.88,502.32,502.32,35.00,,\n`,
    );
  });

  it('notifies the approvers of a request, and the rep of the approval or the rejection with its reason', async () => {
    type Events = { events: { kind: string; text: string; target: { screen: string } }[] };
    const eventsOf = async (user: OrderUser, kinds: string[]) =>
      (await t.call<Events>('GET', '/api/v1/notifications', user)).body.events
        .filter((event) => kinds.includes(event.kind))
        .map((event) => `${event.kind}: ${event.text} → ${event.target.screen}`)
        .sort();
    const approvalKinds = ['approval-requested', 'approved', 'rejected'];
    expect(await eventsOf('REP1', approvalKinds)).toEqual([
      'approved: Pedido de LOJA NOVA LTDA aprovado: R$ 239,76 → orders',
      'approved: Pedido de LOJA NOVA LTDA aprovado: R$ 263,74 → orders',
      'rejected: Pedido de MODAS ESTRELA LTDA recusado: R$ 382,46 (Pedido abaixo do mínimo: complete a grade) → orders',
    ]);
    // T2 (rep 2) waits: SUPER's team and the administrator hear of every request; BRUNO's empty team of none.
    const requested = [
      'approval-requested: Pedido de BOUTIQUE "CHARME" ME aguarda aprovação: R$ 7,29 → approvals',
      'approval-requested: Pedido de LOJA NOVA LTDA aguarda aprovação: R$ 239,76 → approvals',
      'approval-requested: Pedido de LOJA NOVA LTDA aguarda aprovação: R$ 263,74 → approvals',
      'approval-requested: Pedido de MODAS ESTRELA LTDA aguarda aprovação: R$ 382,46 → approvals',
    ];
    expect(await eventsOf('SUPER', approvalKinds)).toEqual(requested);
    expect(await eventsOf('ADMIN', approvalKinds)).toEqual(requested);
    expect(await eventsOf('SUPER2', approvalKinds)).toEqual([]);
    expect(await eventsOf('REP2', approvalKinds)).toEqual([]);
  });

  it('without approval on, a total below the condition’s minimum is a problem and the discount §6’s', async () => {
    // Approval off as for a company whose supervisors.csv has no max_discount column.
    await sql`update supervisors set max_discount = null`.execute(t.handle.db);
    try {
      const { body } = await put(T5, { ...t1Body, discountPercent: 12 });
      expect(body.evaluation.approvals).toEqual([]);
      expect(body.evaluation.problems.map((problem) => [problem.kind, problem.message])).toEqual([
        ['discount', 'Desconto de 12,00% acima do máximo de 10,00% do representante'],
        // 358.80 × 0.88 = 315.744 → 315.74; 23.66 × 0.88 = 20.8208 → 20.82 (half-up per line).
        ['minimum', 'Pedido de R$ 336,56 abaixo do mínimo de R$ 500,00 da condição 306090'],
      ]);
    } finally {
      await sql`update supervisors set max_discount = case id when 1 then 15 else 100 end`.execute(
        t.handle.db,
      );
    }
  });
});
