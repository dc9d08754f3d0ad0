import type { OrderDraftAnswer, OrderDraftSummary, OrderSendRefusedAnswer } from '@portal/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrdersApp, CHARME, ESTRELA, type OrdersApp } from '../../testing/orders-fixture.ts';
import { databaseKinds } from '../../testing/test-database.ts';

// Bounds of docs/domain.md §6 on test-fixtures/orders (README there): a merged line's parts and the order's total,
// the customer's owner at the send, the open drafts a rep may keep, and the list read page by page.
// ESTRELA is rep 1's customer (TAB 01 - ATACADO: VER25.0001 35.00, VER25.0003 3.30), CHARME rep 2's.

const id = (group: string, n: number) => `${group}-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe.each(databaseKinds)('Pedidos: limites e dono do cliente em %s', (kind) => {
  let t: OrdersApp;
  beforeAll(async () => {
    t = await buildOrdersApp(kind);
  });
  afterAll(async () => t?.close());

  const count = async (query: ReturnType<typeof sql<{ n: number }>>) =>
    Number((await query.execute(t.handle.db)).rows[0]?.n);
  const written = async () => ({
    drafts: await count(sql<{ n: number }>`select count(*)::int as n from order_drafts`),
    items: await count(sql<{ n: number }>`select count(*)::int as n from order_draft_items`),
    lines: await count(sql<{ n: number }>`select count(*)::int as n from order_draft_lines`),
    audit: await count(sql<{ n: number }>`select count(*)::int as n from audit_log`),
  });
  const body = (items: unknown[]) => ({
    customerRegister: ESTRELA,
    paymentDays: 30,
    discountPercent: 0,
    items,
  });

  it('recusa a linha que, somada, passa de 1.000.000 peças e o pedido acima de R$ 10.000.000,00', async () => {
    const HUGE = id('1a000000', 1);
    const items = Array.from({ length: 500 }, () => ({ reference: 'VER25.0003', parts: 1_000_000 }));
    const saved = await t.call<OrderDraftAnswer>('PUT', `/api/v1/order-drafts/${HUGE}`, 'REP1', body(items));
    expect(saved.status).toBe(200);
    expect(saved.body.evaluation.lines).toHaveLength(1);
    expect(saved.body.evaluation.totals).toMatchObject({ parts: 500_000_000, value: 1_650_000_000 });
    expect(saved.body.evaluation.problems).toEqual([
      {
        kind: 'parts',
        line: 0,
        message: 'VER25.0003: 500.000.000 peças passam do máximo de 1.000.000 por item',
        figures: { parts: 500_000_000, maxParts: 1_000_000 },
      },
      {
        kind: 'parts',
        line: null,
        message:
          'Total do pedido de R$ 1.650.000.000,00 acima do máximo de R$ 10.000.000,00: confira as quantidades',
        figures: { value: 1_650_000_000, maxValue: 10_000_000, parts: 500_000_000 },
      },
    ]);
    const before = await written();
    const sent = await t.call<OrderSendRefusedAnswer>(
      'POST',
      `/api/v1/order-drafts/${HUGE}/send`,
      'REP1',
      {},
    );
    expect(sent.status).toBe(422);
    expect(sent.body.error.message).toBe('O pedido tem 2 problemas');
    expect(sent.body.draft.status).toBe('draft');
    expect(await written()).toEqual(before);

    // Each line within the maximum, the total above it: only the total is refused.
    const WIDE = id('1a000000', 2);
    const wide = await t.call<OrderDraftAnswer>(
      'PUT',
      `/api/v1/order-drafts/${WIDE}`,
      'REP1',
      body([{ reference: 'VER25.0001', colorCode: '01', size: 'P', parts: 1_000_000 }]),
    );
    expect(wide.body.evaluation.problems.map((problem) => problem.message)).toEqual([
      'Total do pedido de R$ 35.000.000,00 acima do máximo de R$ 10.000.000,00: confira as quantidades',
    ]);
    // Just under it: sent.
    const FITS = id('1a000000', 3);
    const fits = await t.call<OrderDraftAnswer>(
      'PUT',
      `/api/v1/order-drafts/${FITS}`,
      'REP1',
      body([{ reference: 'VER25.0001', colorCode: '01', size: 'P', parts: 285_714 }]),
    );
    expect([fits.body.evaluation.totals.value, fits.body.evaluation.problems]).toEqual([9_999_990, []]);
    expect((await t.call('POST', `/api/v1/order-drafts/${FITS}/send`, 'REP1', {})).status).toBe(200);
    for (const draft of [HUGE, WIDE])
      expect((await t.call('DELETE', `/api/v1/order-drafts/${draft}`, 'REP1')).status).toBe(200);
  });

  it('o rascunho de um cliente que passou a outro representante não mostra o crédito nem é enviado pelo antigo', async () => {
    const MOVED = id('1b000000', 1);
    expect(
      (
        await t.call('PUT', `/api/v1/order-drafts/${MOVED}`, 'REP1', {
          ...body([{ reference: 'VER25.0003', parts: 2 }]),
        })
      ).status,
    ).toBe(200);
    // What an import that gives ESTRELA to rep 2 leaves behind.
    await sql`update customers set representative_id = 2 where register = ${ESTRELA}`.execute(t.handle.db);
    try {
      const before = await written();
      const refused = {
        status: 403,
        body: { error: { code: 'FORBIDDEN', message: 'Acesso negado: o cliente é de outro representante' } },
      };
      expect(await t.call('GET', `/api/v1/order-drafts/${MOVED}`, 'REP1')).toEqual(refused);
      expect(await t.call('POST', `/api/v1/order-drafts/${MOVED}/send`, 'REP1', {})).toEqual(refused);
      expect(
        (
          await t.call(
            'PUT',
            `/api/v1/order-drafts/${MOVED}`,
            'REP1',
            body([{ reference: 'VER25.0003', parts: 3 }]),
          )
        ).status,
      ).toBe(403);
      // The supervisor of both sees it, but it is not sent as rep 1's order of rep 2's customer.
      expect((await t.call('GET', `/api/v1/order-drafts/${MOVED}`, 'SUPER')).status).toBe(200);
      expect(await t.call('POST', `/api/v1/order-drafts/${MOVED}/send`, 'SUPER', {})).toEqual(refused);
      expect((await t.call('GET', `/api/v1/order-drafts/${MOVED}`, 'REP2')).status).toBe(403);
      expect(await written()).toEqual(before);
      const read = await t.call<OrderDraftAnswer>('GET', `/api/v1/order-drafts/${MOVED}`, 'SUPER');
      expect([read.body.status, read.body.representativeId]).toEqual(['draft', 1]);
      // The old rep still finds it in the list (no credit there) and may delete it.
      const list = await t.call<OrderDraftSummary[]>('GET', '/api/v1/order-drafts', 'REP1');
      expect(list.body.map((row) => row.id)).toContain(MOVED);
      expect((await t.call('DELETE', `/api/v1/order-drafts/${MOVED}`, 'REP1')).status).toBe(200);
    } finally {
      await sql`update customers set representative_id = 1 where register = ${ESTRELA}`.execute(t.handle.db);
    }
  });

  it('guarda até 200 rascunhos abertos por representante, e a lista traz todos, página a página', async () => {
    const open = async () =>
      count(sql<{ n: number }>`select count(*)::int as n from order_drafts
        where representative_id = 1 and status = 'draft'`);
    const already = await open();
    // Rep 1's other drafts, as many saves would leave them, up to one below the limit.
    await sql`insert into order_drafts (id, customer_register, representative_id, payment_days, discount_percent,
                                        created_by_username, saved_at)
      select ('2c000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, ${ESTRELA}, 1, 30, 0, 'REP123',
             now() - g * interval '1 minute'
        from generate_series(1, ${199 - already}) g`.execute(t.handle.db);
    const LAST = id('2d000000', 1);
    const last = await t.call(
      'PUT',
      `/api/v1/order-drafts/${LAST}`,
      'REP1',
      body([{ reference: 'VER25.0003', parts: 1 }]),
    );
    expect(last.status).toBe(200);
    expect(await open()).toBe(200);

    const before = await written();
    const over = await t.call('PUT', `/api/v1/order-drafts/${id('2d000000', 2)}`, 'REP1', body([]));
    expect(over).toEqual({
      status: 422,
      body: {
        error: {
          code: 'UNPROCESSABLE',
          message:
            'Limite de 200 rascunhos abertos atingido: envie ou apague rascunhos antes de começar outro pedido',
        },
      },
    });
    expect(await written()).toEqual(before);
    // A draft already kept is still saved; another rep's new draft is not counted against rep 1.
    expect(
      (
        await t.call(
          'PUT',
          `/api/v1/order-drafts/${LAST}`,
          'REP1',
          body([{ reference: 'VER25.0003', parts: 2 }]),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await t.call('PUT', `/api/v1/order-drafts/${id('2d000000', 3)}`, 'REP2', {
          ...body([]),
          customerRegister: CHARME,
        })
      ).status,
    ).toBe(200);
    // Sending one frees a place.
    expect((await t.call('POST', `/api/v1/order-drafts/${LAST}/send`, 'REP1', {})).status).toBe(200);
    expect((await t.call('PUT', `/api/v1/order-drafts/${id('2d000000', 2)}`, 'REP1', body([]))).status).toBe(
      200,
    );

    // Every order of rep 1, page after page, each once, newest first.
    const all = await count(
      sql<{ n: number }>`select count(*)::int as n from order_drafts where representative_id = 1`,
    );
    const ids: string[] = [];
    for (let page = 0; page < 100; page += 1) {
      const answer = await t.call<OrderDraftSummary[]>(
        'GET',
        `/api/v1/order-drafts?page=${page}&size=37`,
        'REP1',
      );
      expect(answer.status).toBe(200);
      ids.push(...answer.body.map((row) => row.id));
      if (answer.body.length < 37) break;
    }
    expect([ids.length, new Set(ids).size]).toEqual([all, all]);
    const whole = await t.call<OrderDraftSummary[]>('GET', '/api/v1/order-drafts', 'REP1');
    expect(whole.body.map((row) => row.id)).toEqual(ids);
    expect((await t.call('GET', '/api/v1/order-drafts?size=0', 'REP1')).body).toEqual({
      error: {
        code: 'BAD_REQUEST',
        message: 'Tamanho de página inválido: de 1 a 1000',
        field: 'size',
      },
    });
  });
});
