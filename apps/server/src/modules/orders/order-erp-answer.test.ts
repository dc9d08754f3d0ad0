import type { OrderContextAnswer, OrderDraftAnswer } from '@portal/contracts';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFolder } from '../../import/import-folder.ts';
import {
  buildOrdersApp,
  ESTRELA,
  ORDERS_TODAY,
  type OrdersApp,
  type OrderUser,
} from '../../testing/orders-fixture.ts';
import { databaseKinds } from '../../testing/test-database.ts';

// The ERP's answer and the copy of an order (docs/domain.md §8.5) on test-fixtures/orders base/, today 2025-09-30,
// worked out by hand. Four orders of rep 1 for ESTRELA (TAB 01 - ATACADO, no discount), all sent:
//   X  VER25.0001 PRETO/P 2 × 35.00 = 70.00 + VER25.0003 3 × 3.30 = 9.90   net 79.90
//   Y  VER25.0003 10 × 3.30                                                 net 33.00
//   Z  VER25.0003 20 × 3.30                                                 net 66.00
//   W  VER25.0003  1 × 3.30                                                 net  3.30
// ESTRELA's order context (the before-figures of a new order): MAL sales 840.00 (order 100002) + the four sent and not
// yet linked 182.20 = 1,022.20; projected balance 48,706.85 − 182.20 = 48,524.65. X refused by the ERP leaves both:
// 942.30 and 48,604.55. Y accepted (in-erp) counts as the ERP's order from then on, as §6's echo would.

const id = (n: number) => `e1000000-0000-4000-8000-00000000000${n}`;
const X = id(1);
const Y = id(2);
const Z = id(3);
const W = id(4);
const D = id(5);
const C1 = id(6);
const C2 = id(7);
const UNKNOWN = '9f000000-0000-4000-8000-000000000009';
const REFUSAL = 'Cliente bloqueado no ERP';

const body = (items: unknown[]) => ({
  customerRegister: ESTRELA,
  paymentDays: 30,
  discountPercent: 0,
  note: 'Vitrine nova',
  items,
});
const meia = (parts: number) => ({ reference: 'VER25.0003', parts });
const xItems = [{ reference: 'VER25.0001', colorCode: '01', size: 'P', parts: 2 }, meia(3)];

describe.each(databaseKinds)('the ERP’s answer and the copy of an order on %s', (kind) => {
  let t: OrdersApp;
  beforeAll(async () => {
    t = await buildOrdersApp(kind);
    for (const [order, items] of [
      [X, xItems],
      [Y, [meia(10)]],
      [Z, [meia(20)]],
      [W, [meia(1)]],
    ] as const) {
      expect((await t.call('PUT', `/api/v1/order-drafts/${order}`, 'REP1', body([...items]))).status).toBe(
        200,
      );
      expect((await t.call('POST', `/api/v1/order-drafts/${order}/send`, 'REP1', {})).status).toBe(200);
    }
    expect((await t.call('PUT', `/api/v1/order-drafts/${D}`, 'REP1', body([meia(1)]))).status).toBe(200);
  });
  afterAll(async () => t?.close());

  const answer = (order: string, payload: unknown, user: OrderUser = 'ADMIN') =>
    t.call<OrderDraftAnswer & { error?: { message: string } }>(
      'POST',
      `/api/v1/order-drafts/${order}/erp-answer`,
      user,
      payload,
    );
  const copy = (order: string, newId: string, user: OrderUser = 'REP1') =>
    t.call<OrderDraftAnswer & { error?: { message: string } }>(
      'POST',
      `/api/v1/order-drafts/${order}/copy`,
      user,
      { id: newId },
    );
  const before = async () => {
    const { body: context } = await t.call<OrderContextAnswer>(
      'GET',
      `/api/v1/order-context?customerRegister=${ESTRELA}`,
      'REP1',
    );
    return {
      mal: context.goals.find((goal) => goal.quotaArticle === 'MAL')?.salesBefore,
      projected: context.credit.projectedBalanceBefore,
    };
  };
  const count = async (query: ReturnType<typeof sql<{ n: number }>>) =>
    Number((await query.execute(t.handle.db)).rows[0]?.n);
  const audits = () =>
    count(
      sql<{ n: number }>`select count(*)::int as n from audit_log where action in ('erp-answer', 'copy')`,
    );
  const events = () => count(sql<{ n: number }>`select count(*)::int as n from order_approval_events`);
  const statusOf = async (order: string) =>
    (await t.call<OrderDraftAnswer>('GET', `/api/v1/order-drafts/${order}`, 'REP1')).body;

  it('lets only who sees every rep answer, writing nothing otherwise', async () => {
    const refusal = { status: 'rejected', reason: REFUSAL };
    for (const user of ['REP1', 'REP2', 'SUPER', 'SUPER2'] as const) {
      const refused = await answer(X, refusal, user);
      expect(refused.status, user).toBe(403);
      expect(refused.body.error?.message).toBe(
        'Acesso negado: só quem vê todos os representantes registra a resposta do ERP',
      );
    }
    expect(await audits()).toBe(0);
    expect((await statusOf(X)).status).toBe('sent');
  });

  it('refuses a malformed answer with a Portuguese message', async () => {
    const cases: [unknown, string][] = [
      [{ status: 'accepted' }, 'Informe o número do pedido no ERP'],
      [{ status: 'accepted', erpOrderNumber: '555001' }, 'Número do pedido no ERP inválido: use um número'],
      [
        { status: 'accepted', erpOrderNumber: 12.5 },
        'Número do pedido no ERP inválido: use um número inteiro',
      ],
      [{ status: 'rejected', reason: '  ' }, 'Informe o motivo da recusa do ERP'],
      [{ status: 'rejected', reason: 'x'.repeat(501) }, 'Motivo com mais de 500 caracteres'],
      [{ status: 'maybe' }, 'Resposta do ERP inválida: use accepted ou rejected'],
    ];
    for (const [payload, message] of cases) {
      const refused = await answer(X, payload);
      expect(refused.status, JSON.stringify(payload)).toBe(400);
      expect(refused.body.error?.message).toContain(message);
    }
  });

  it('refuses the order: erp-rejected with the reason, out of the before-figures by its net total', async () => {
    expect(await before()).toEqual({ mal: 1022.2, projected: 48524.65 });
    const refused = await answer(X, { status: 'rejected', reason: REFUSAL });
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ status: 'erp-rejected', erpOrderNumber: null });
    expect(refused.body.erpRejection?.reason).toBe(REFUSAL);
    expect(refused.body.evaluation.totals.netValue).toBe(79.9);
    expect(await before()).toEqual({ mal: 942.3, projected: 48604.55 });
    expect(await audits()).toBe(1);

    // The same answer again: the same order, nothing written.
    const again = await answer(X, { status: 'rejected', reason: REFUSAL });
    expect(again.status).toBe(200);
    expect(again.body.erpRejection).toEqual(refused.body.erpRejection);
    expect(await audits()).toBe(1);

    // Another answer: 409, the first stays.
    for (const other of [
      { status: 'accepted', erpOrderNumber: 555009 },
      { status: 'rejected', reason: 'Outro motivo' },
    ]) {
      const contradicting = await answer(X, other);
      expect(contradicting.status).toBe(409);
      expect(contradicting.body.error?.message).toBe(
        'Pedido já tem outra resposta do ERP: a primeira resposta fica',
      );
    }
    expect((await statusOf(X)).erpRejection?.reason).toBe(REFUSAL);
    expect(await audits()).toBe(1);
  });

  it('accepts the order: in-erp with the number; again the same, another number 409', async () => {
    const accepted = await answer(Y, { status: 'accepted', erpOrderNumber: 555001 });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'in-erp', erpOrderNumber: 555001, erpRejection: null });
    expect((await answer(Y, { status: 'accepted', erpOrderNumber: 555001 })).status).toBe(200);
    expect((await answer(Y, { status: 'accepted', erpOrderNumber: 555002 })).status).toBe(409);
    expect((await answer(Y, { status: 'rejected', reason: REFUSAL })).status).toBe(409);
    expect((await statusOf(Y)).erpOrderNumber).toBe(555001);
    expect(await audits()).toBe(2);
    // Linked as the echo links: no longer a portal order waiting (its ERP order arrives in a later orders.csv).
    expect(await before()).toEqual({ mal: 909.3, projected: 48637.55 });
  });

  it('answers a draft 409 and an unknown order 404', async () => {
    const draft = await answer(D, { status: 'accepted', erpOrderNumber: 1 });
    expect(draft.status).toBe(409);
    expect(draft.body.error?.message).toBe('Pedido ainda não enviado ao ERP: não pode ter resposta do ERP');
    expect((await statusOf(D)).status).toBe('draft');
    expect((await answer(UNKNOWN, { status: 'accepted', erpOrderNumber: 1 })).status).toBe(404);
  });

  it('reads portal_order_returns.csv: answers, reports unknown, contradicting and unsent ids, and goes on', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-returns-'));
    try {
      writeFileSync(
        join(dir, 'portal_order_returns.csv'),
        [
          'portal_order_id,status,erp_order_number,reason',
          `${Z.toUpperCase()},rejected,,${REFUSAL}`,
          `${W},accepted,777001,`,
          `${X},accepted,777002,`,
          `${Y},accepted,555001,`,
          `${UNKNOWN},accepted,777003,`,
          `${D},accepted,777004,`,
        ].join('\n') + '\n',
      );
      const eventsBefore = await events();
      const first = await importFolder(t.handle, dir, { today: ORDERS_TODAY });
      expect(first).toMatchObject({ ok: true });
      const notices = [
        `Respostas do ERP diferentes da já registrada (mantida a primeira): ${X}`,
        `Respostas do ERP para pedidos ainda não enviados (ignoradas): ${D}`,
        `Respostas do ERP com portal_order_id desconhecido pelo portal: ${UNKNOWN}`,
      ];
      expect(first.ok && first.notices).toEqual([
        'Respostas do ERP registradas: 1 aceito, 1 recusado',
        ...notices,
      ]);
      expect(await statusOf(Z)).toMatchObject({ status: 'erp-rejected', erpRejection: { reason: REFUSAL } });
      expect(await statusOf(W)).toMatchObject({ status: 'in-erp', erpOrderNumber: 777001 });
      expect(await statusOf(X)).toMatchObject({ status: 'erp-rejected', erpOrderNumber: null });
      expect(await statusOf(D)).toMatchObject({ status: 'draft' });
      expect(await events()).toBe(eventsBefore + 2);

      // The same file again changes nothing and says the same of the rest.
      const second = await importFolder(t.handle, dir, { today: ORDERS_TODAY });
      expect(second.ok && second.notices).toEqual(notices);
      expect(await events()).toBe(eventsBefore + 2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a returns file with an answer missing what it needs, at its line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-returns-'));
    try {
      writeFileSync(
        join(dir, 'portal_order_returns.csv'),
        [
          'portal_order_id,status,erp_order_number,reason',
          `${X},accepted,,`,
          `${Y},rejected,,`,
          `${Z},rejected,,${'x'.repeat(501)}`,
          `${W},talvez,,`,
        ].join('\n') + '\n',
      );
      const result = await importFolder(t.handle, dir, { today: ORDERS_TODAY });
      expect(result.ok).toBe(false);
      expect(!result.ok && result.problems).toEqual([
        'portal_order_returns.csv:2: erp_order_number: informe o número do pedido no ERP de um pedido aceito',
        'portal_order_returns.csv:3: reason: informe o motivo de um pedido recusado',
        'portal_order_returns.csv:4: reason: motivo com mais de 500 caracteres',
        'portal_order_returns.csv:5: status: valor inválido: "talvez" (use accepted ou rejected)',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('notifies the rep of each answer, the refusal with its reason, in Pedidos', async () => {
    type Events = { events: { kind: string; text: string; target: { screen: string } }[] };
    const eventsOf = async (user: OrderUser) =>
      (await t.call<Events>('GET', '/api/v1/notifications', user)).body.events
        .filter((event) => event.kind === 'in-erp' || event.kind === 'erp-rejected')
        .map((event) => `${event.kind}: ${event.text} → ${event.target.screen}`)
        .sort();
    expect(await eventsOf('REP1')).toEqual([
      `erp-rejected: Pedido de MODAS ESTRELA LTDA recusado pelo ERP: R$ 66,00 (${REFUSAL}) → orders`,
      `erp-rejected: Pedido de MODAS ESTRELA LTDA recusado pelo ERP: R$ 79,90 (${REFUSAL}) → orders`,
      'in-erp: Pedido de MODAS ESTRELA LTDA aceito pelo ERP com o número 555001: R$ 33,00 → orders',
      'in-erp: Pedido de MODAS ESTRELA LTDA aceito pelo ERP com o número 777001: R$ 3,30 → orders',
    ]);
    expect(await eventsOf('REP2')).toEqual([]);
  });

  it('copies an order into a new draft with the same terms and lines at today’s prices; again the same draft', async () => {
    // Today's TAB 01 price of VER25.0001 rises from 35.00 to 36.50: X keeps its frozen 79.90, the copy is priced anew.
    const dir = mkdtempSync(join(tmpdir(), 'portal-prices-'));
    try {
      writeFileSync(
        join(dir, 'prices.csv'),
        'price_table,reference,price\nTAB 01 - ATACADO,VER25.0001,36.50\nTAB 01 - ATACADO,VER25.0002,89.90\nTAB 01 - ATACADO,VER25.0003,3.30\n',
      );
      expect((await importFolder(t.handle, dir)).ok).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const drafts = () => count(sql<{ n: number }>`select count(*)::int as n from order_drafts`);
    const draftsBefore = await drafts();
    const auditsBefore = await audits();

    const created = await copy(X, C1);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: C1,
      status: 'draft',
      customer: { register: ESTRELA },
      representativeId: 1,
      priceTable: 'TAB 01 - ATACADO',
      paymentDays: 30,
      discountPercent: 0,
      note: 'Vitrine nova',
      erpRejection: null,
      items: [
        { reference: 'VER25.0001', colorCode: '01', size: 'P', parts: 2 },
        { reference: 'VER25.0003', colorCode: null, size: null, parts: 3 },
      ],
    });
    // 2 × 36.50 = 73.00 + 3 × 3.30 = 9.90.
    expect(
      created.body.evaluation.lines.map((line) => [line.reference, line.unitPrice, line.netValue]),
    ).toEqual([
      ['VER25.0001', 36.5, 73],
      ['VER25.0003', 3.3, 9.9],
    ]);
    expect(created.body.evaluation.totals.netValue).toBe(82.9);
    expect((await statusOf(X)).evaluation.totals.netValue).toBe(79.9);

    const repeated = await copy(X, C1);
    expect(repeated.status).toBe(200);
    expect(repeated.body.id).toBe(C1);
    expect(repeated.body.evaluation.totals.netValue).toBe(82.9);
    expect(await drafts()).toBe(draftsBefore + 1);
    expect(await audits()).toBe(auditsBefore + 1);

    // The new id of another order: 409, whichever order that is.
    for (const [source, taken] of [
      [Y, C1],
      [X, Y],
      [X, X],
    ] as const) {
      const refused = await copy(source, taken);
      expect(refused.status, `${source} → ${taken}`).toBe(409);
      expect(refused.body.error?.message).toBe('O id do novo pedido já é de outro pedido: gere outro id');
    }
    expect(await drafts()).toBe(draftsBefore + 1);
  });

  it('copies for whoever reads the order only', async () => {
    expect((await copy(X, C2, 'REP2')).status).toBe(403);
    expect((await copy(X, C2, 'SUPER2')).status).toBe(403);
    expect((await copy(UNKNOWN, C2, 'SUPER')).status).toBe(404);
    const bySupervisor = await copy(Y, C2, 'SUPER');
    expect(bySupervisor.status).toBe(201);
    expect(bySupervisor.body).toMatchObject({ status: 'draft', representativeId: 1 });
    expect(bySupervisor.body.evaluation.totals.netValue).toBe(33);
  });
});
