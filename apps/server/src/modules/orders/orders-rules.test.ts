import type {
  CatalogAnswer,
  OrderContextAnswer,
  OrderDraftAnswer,
  OrderDraftSummary,
  OrderRepeatAnswer,
  OrderSendRefusedAnswer,
  TeamBoardRow,
  TeamMonthBoardAnswer,
} from '@portal/contracts';
import { priceTableSources } from '@portal/contracts';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFolder } from '../../import/import-folder.ts';
import { warmCatalogs } from './catalog-warm.ts';
import { zipOf } from '../../testing/zip-writer.ts';
import {
  buildOrdersApp,
  CHARME,
  ECHOED_ORDER_ID,
  ESTRELA,
  LOJA_NOVA,
  ORDER_USERS,
  ORDERS_ERP_ECHO,
  type OrdersApp,
} from '../../testing/orders-fixture.ts';
import { databaseKinds } from '../../testing/test-database.ts';

// Every rule of docs/domain.md §6 on test-fixtures/orders (README there), today 2025-09-30, worked out by hand:
//
// Order A (ESTRELA, rep 1, 5 % off, delivery 2025-10-20, no table chosen → its latest order's TAB 01 - ATACADO):
//   line 0 VER25.0001 PRETO/P  7 + 5 = 12 × 35.00 = 420.00 → × 0.95 = 399.00
//   line 1 VER25.0001 PRETO/M        6 × 35.00 = 210.00 → 199.50
//   line 2 VER25.0003                3 ×  3.30 =   9.90 → 9.405 → 9.41 (half-up per line)
//   line 3 VER25.0002 AZUL/38        2 × 89.90 = 179.80 → 170.81
//   line 4 VER25.0001 PRETO/G        8 × 35.00 = 280.00 → 266.00
//   totals 31 pieces, 1,099.70, net 1,044.72; commission 5 % = 52.236 → 52.24
//   goals (Sept.): JEA goal 2,000, sales 0 → 170.81 (0.00 % → 8.54 %);
//                  MAL goal 1,000, sales 840.00 (order 100002) → 840 + 399 + 199.50 + 9.41 + 266 = 1,713.91
//                  (84.00 % → 171.39 %)
//   credit: limit 50,000 − open titles 453.15 − carteira 840.00 = 48,706.85 → − 1,044.72 = 47,662.13, flag 0
//   warnings: line 0 stock 12 > 10 free (no arrival); line 4 stock 8 > 5 free (12 arrive 2025-11-20, after the
//   delivery); line 1 needs 6 with 0 free but 24 arrive 2025-10-15, before the delivery: no warning.

const A = ECHOED_ORDER_ID;
const B = '0b000000-0000-4000-8000-000000000002';
const C = '0c000000-0000-4000-8000-000000000003';
const D = '0d000000-0000-4000-8000-000000000004';
const F = '0f000000-0000-4000-8000-000000000006';

const orderA = {
  customerRegister: ESTRELA,
  paymentDays: 30,
  deliveryDate: '2025-10-20',
  discountPercent: 5,
  note: 'Entregar pela manhã',
  items: [
    { reference: 'VER25.0001', colorCode: '01', size: 'P', parts: 7 },
    { reference: 'VER25.0001', colorCode: '01', size: 'M', parts: 6 },
    { reference: 'VER25.0001', colorCode: '01', size: 'P', parts: 5 },
    { reference: 'VER25.0003', parts: 3 },
    { reference: 'VER25.0002', colorCode: '10', size: '38', parts: 2 },
    { reference: 'VER25.0001', colorCode: '01', size: 'G', parts: 8 },
  ],
};

const line = (
  reference: string,
  description: string,
  cell: [string, string, string] | null,
  parts: number,
  unitPrice: number | null,
  value: number,
  netValue: number,
  quotaArticle: string,
) => ({
  reference,
  description,
  colorCode: cell?.[0] ?? null,
  colorName: cell?.[1] ?? null,
  size: cell?.[2] ?? null,
  parts,
  // Without a payment condition the unit price is the table's (docs/domain.md §8.2).
  listPrice: unitPrice,
  unitPrice,
  value,
  netValue,
  quotaArticle,
});

const evaluationA = {
  lines: [
    line('VER25.0001', 'CAMISETA BÁSICA', ['01', 'PRETO', 'P'], 12, 35, 420, 399, 'MAL'),
    line('VER25.0001', 'CAMISETA BÁSICA', ['01', 'PRETO', 'M'], 6, 35, 210, 199.5, 'MAL'),
    line('VER25.0003', 'MEIA CANO CURTO', null, 3, 3.3, 9.9, 9.41, 'MAL'),
    line('VER25.0002', 'CALÇA JEANS SKINNY', ['10', 'AZUL', '38'], 2, 89.9, 179.8, 170.81, 'JEA'),
    line('VER25.0001', 'CAMISETA BÁSICA', ['01', 'PRETO', 'G'], 8, 35, 280, 266, 'MAL'),
  ],
  totals: { parts: 31, value: 1099.7, netValue: 1044.72, commission: 52.24 },
  goals: [
    {
      quotaArticle: 'JEA',
      description: 'JEANS',
      goal: 2000,
      salesBefore: 0,
      salesAfter: 170.81,
      percentBefore: 0,
      percentAfter: 8.54,
    },
    {
      quotaArticle: 'MAL',
      description: 'MALHARIA',
      goal: 1000,
      salesBefore: 840,
      salesAfter: 1713.91,
      percentBefore: 84,
      percentAfter: 171.39,
    },
  ],
  credit: { projectedBalanceBefore: 48706.85, projectedBalanceAfter: 47662.13, flagAfter: 0 },
  problems: [],
  warnings: [
    {
      kind: 'stock',
      line: 0,
      message: 'VER25.0001 PRETO/P: 12 peças pedidas, 10 disponíveis',
      figures: { parts: 12, available: 10, nextDate: null, nextAvailable: null },
    },
    {
      kind: 'stock',
      line: 4,
      message:
        'VER25.0001 PRETO/G: 8 peças pedidas, 5 disponíveis; chegam 12 em 20/11/2025, depois da entrega',
      figures: { parts: 8, available: 5, nextDate: '2025-11-20', nextAvailable: 12 },
    },
  ],
  paymentCondition: null,
  installments: [],
  approvals: [],
};

describe.each(databaseKinds)('Pedidos on %s', (kind) => {
  let t: OrdersApp;
  beforeAll(async () => {
    t = await buildOrdersApp(kind);
  });
  afterAll(async () => t?.close());

  const put = (id: string, body: unknown, user: Parameters<OrdersApp['call']>[2] = 'REP1') =>
    t.call<OrderDraftAnswer>('PUT', `/api/v1/order-drafts/${id}`, user, body);
  const send = (id: string, body: unknown = {}, user: Parameters<OrdersApp['call']>[2] = 'REP1') =>
    t.call<OrderDraftAnswer>('POST', `/api/v1/order-drafts/${id}/send`, user, body);
  const count = async (table: string) =>
    Number(
      (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(t.handle.db))
        .rows[0]?.n,
    );

  it('prices the catalog from the customer’s table, its latest order’s, or the one chosen', async () => {
    const estrela = await t.call<CatalogAnswer>('GET', `/api/v1/catalog?customerRegister=${ESTRELA}`, 'REP1');
    expect(estrela.status).toBe(200);
    expect(estrela.body.priceTable).toBe('TAB 01 - ATACADO');
    expect(estrela.body.priceTableSource).toBe('latest-order');
    expect(estrela.body.priceTables).toEqual(['01', 'TAB 01 - ATACADO', 'TAB 02 - VAREJO']);
    expect(estrela.body.references.map((r) => [r.reference, r.price])).toEqual([
      ['VER25.0001', 35],
      ['VER25.0002', 89.9],
      ['VER25.0003', 3.3],
    ]);
    const shirt = estrela.body.references[0];
    // BRANCO G is inactive: left out; PRETO before BRANCO by colour code, sizes in size order.
    expect(shirt?.colors).toEqual([
      { code: '01', name: 'PRETO' },
      { code: '02', name: 'BRANCO' },
    ]);
    expect(shirt?.sizes).toEqual(['P', 'M', 'G']);
    // The collection's start, for the device to open on the current one.
    expect(shirt?.collection).toEqual({
      code: 'VER25',
      description: 'VERÃO 2025',
      group: 'VERÃO',
      startsOn: '2024-06-15',
    });
    expect(
      shirt?.skus.map(
        ([color, size, available]) => `${shirt.colors[color]?.code}/${shirt.sizes[size]}:${available ?? '-'}`,
      ),
    ).toEqual(['01/P:10', '01/M:0', '01/G:5', '02/P:100', '02/M:-']);
    expect(shirt?.skus[1]).toEqual([0, 1, 0, '2025-10-15', 24]);
    expect(estrela.body.references[1]?.sizes).toEqual(['38', '40']);
    expect(estrela.body.references[2]?.skus).toEqual([]);
    expect(estrela.body.references[2]?.stock).toEqual({ available: 50, nextDate: null, nextAvailable: null });
    expect(estrela.body.importedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const charme = await t.call<CatalogAnswer>('GET', `/api/v1/catalog?customerRegister=${CHARME}`, 'REP2');
    expect([charme.body.priceTable, charme.body.priceTableSource]).toEqual(['01', 'customer']);
    expect(charme.body.references.map((r) => [r.reference, r.price])).toEqual([
      ['VER25.0001', 30],
      ['VER25.0003', 2.5],
    ]);
    const chosen = await t.call<CatalogAnswer>(
      'GET',
      `/api/v1/catalog?customerRegister=${CHARME}&priceTable=TAB%2002%20-%20VAREJO&search=bone`,
      'REP2',
    );
    expect(chosen.body.references.map((r) => [r.reference, r.price])).toEqual([['VER25.0004', 19.9]]);
    expect((await t.call('GET', `/api/v1/catalog?customerRegister=${CHARME}`, 'REP1')).status).toBe(403);
  });

  it('evaluates order A by hand: merged lines, half-up per line, commission, goals, credit, stock warnings', async () => {
    const saved = await put(A, orderA);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      id: A,
      status: 'draft',
      sentAt: null,
      erpOrderNumber: null,
      customer: { register: ESTRELA, name: 'MODAS ESTRELA LTDA' },
      // The numbers the sent order's WhatsApp share opens the customer's chat with.
      customerContact: { whats: '(11) 98888-7777', cellphone: '(11) 98888-7777' },
      representativeId: 1,
      priceTable: 'TAB 01 - ATACADO',
      priceTableSource: 'latest-order',
      maxDiscountPercent: 10,
      commissionRate: 5,
    });
    expect(saved.body.evaluation).toEqual(evaluationA);
    // A retried save is the same draft, not a second one.
    expect((await put(A, orderA)).body.evaluation).toEqual(evaluationA);
    expect(await count('order_drafts')).toBe(1);
  });

  it('lists every problem at once with its line, and a send with problems is 422 and stays a draft', async () => {
    const saved = await put(B, {
      customerRegister: ESTRELA,
      priceTable: 'TAB 01 - ATACADO',
      paymentDays: 60,
      deliveryDate: '2025-09-29',
      discountPercent: 12,
      items: [
        { reference: 'VER25.0004', parts: 1 },
        { reference: 'XPTO', parts: 1 },
        { reference: 'VER25.0001', colorCode: '02', size: 'G', parts: 2 },
        { reference: 'VER25.0003', colorCode: '01', size: 'P', parts: 1 },
        { reference: 'VER25.0001', parts: 1 },
        { reference: 'VER25.0002', colorCode: '10', size: '40', parts: 1.5 },
      ],
    });
    expect(saved.status).toBe(200);
    const problems = saved.body.evaluation.problems.map((p) => [p.kind, p.line, p.message]);
    expect(problems).toEqual([
      ['price', 0, 'VER25.0004 sem preço na tabela TAB 01 - ATACADO'],
      ['price', 1, 'Referência XPTO não existe no catálogo'],
      ['sku', 2, 'VER25.0001 cor 02 tamanho G não está na grade ativa'],
      ['sku', 3, 'VER25.0003 não tem grade de cor e tamanho: informe só a referência'],
      ['sku', 4, 'VER25.0001: informe a cor e o tamanho'],
      ['parts', 5, 'VER25.0002 AZUL/40: quantidade 1,5 inválida (use um número inteiro de 1 ou mais)'],
      ['discount', null, 'Desconto de 12,00% acima do máximo de 10,00% do representante'],
      ['delivery-date', null, 'Data de entrega 29/09/2025 anterior a hoje (30/09/2025)'],
    ]);
    const refused = await t.call<OrderSendRefusedAnswer>(
      'POST',
      `/api/v1/order-drafts/${B}/send`,
      'REP1',
      {},
    );
    expect(refused.status).toBe(422);
    expect(refused.body.error).toEqual({ code: 'UNPROCESSABLE', message: 'O pedido tem 8 problemas' });
    expect(refused.body.draft.status).toBe('draft');
    expect(refused.body.draft.evaluation.problems).toHaveLength(8);
    const { rows } = await sql<{
      status: string;
    }>`select status from order_drafts where id = ${B}::uuid`.execute(t.handle.db);
    expect(rows).toEqual([{ status: 'draft' }]);

    const empty = await put(D, {
      customerRegister: LOJA_NOVA,
      paymentDays: 0,
      discountPercent: 0,
      items: [],
    });
    expect(empty.body.evaluation.problems.map((p) => [p.kind, p.line, p.message])).toEqual([
      ['price-table', null, 'Nenhuma tabela de preço conhecida para o cliente: escolha uma tabela'],
      ['no-lines', null, 'Pedido sem itens'],
    ]);
  });

  it('prices from the customer’s own table, rounds the commission half-up and warns on credit', async () => {
    // CHARME (rep 2, 4.5 %, no maximum discount, credit suspended, no limit): table 01.
    // 10 × 2.50 = 25.00; PRETO/M 1 × 30.00 = 30.00; net 55.00; commission 55.00 × 4.5 % = 2.475 → 2.48.
    // Credit: no limit and no open order → 0.00 → −55.00; flag 3 (suspended) wins over the balance.
    const saved = await put(
      C,
      {
        customerRegister: CHARME,
        paymentDays: 28,
        discountPercent: 0,
        items: [
          { reference: 'VER25.0003', parts: 10 },
          { reference: 'VER25.0001', colorCode: '01', size: 'M', parts: 1 },
        ],
      },
      'REP2',
    );
    expect(saved.status).toBe(200);
    const { evaluation } = saved.body;
    expect([saved.body.priceTable, saved.body.priceTableSource, saved.body.maxDiscountPercent]).toEqual([
      '01',
      'customer',
      0,
    ]);
    expect(evaluation.totals).toEqual({ parts: 11, value: 55, netValue: 55, commission: 2.48 });
    expect(evaluation.goals).toEqual([
      {
        quotaArticle: 'MAL',
        description: 'MALHARIA',
        goal: 500,
        salesBefore: 0,
        salesAfter: 55,
        percentBefore: 0,
        percentAfter: 11,
      },
    ]);
    expect(evaluation.credit).toEqual({
      projectedBalanceBefore: 0,
      projectedBalanceAfter: -55,
      flagAfter: 3,
    });
    expect(evaluation.warnings).toEqual([
      {
        kind: 'stock',
        line: 1,
        message: 'VER25.0001 PRETO/M: 1 peças pedidas, 0 disponíveis; chegam 24 em 15/10/2025',
        figures: { parts: 1, available: 0, nextDate: '2025-10-15', nextAvailable: 24 },
      },
      {
        kind: 'credit',
        line: null,
        message: 'Crédito suspenso: venda condicionada a pagamento antecipado ou cartão.',
        figures: { flagAfter: 3, projectedBalanceAfter: -55 },
      },
    ]);
    // Warnings never block the server.
    const sent = await send(C, {}, 'REP2');
    expect(sent.status).toBe(200);
    expect(sent.body.status).toBe('sent');
  });

  it('sends once: the same 200 again, read-only after (409), audited, with the day’s visit as sold', async () => {
    const first = await send(A, { recordVisit: true });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id: A, status: 'sent', sentOn: '2025-09-30' });
    expect(first.body.sentAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(first.body.evaluation).toEqual(evaluationA);
    const again = await send(A, { recordVisit: true });
    expect(again).toEqual(first);
    const write = await put(A, { ...orderA, discountPercent: 0 });
    expect(write.status).toBe(409);
    expect(write.body).toMatchObject({
      error: { code: 'CONFLICT', message: 'Pedido já enviado: não pode mais ser alterado' },
      draft: { id: A, status: 'sent' },
    });
    expect((await t.call('DELETE', `/api/v1/order-drafts/${A}`, 'REP1')).status).toBe(409);
    const { rows: audit } = await sql<{ action: string; n: number }>`
      select action, count(*)::int as n from audit_log where entity = 'order' and entity_key = ${A}
      group by action`.execute(t.handle.db);
    expect(audit).toEqual([{ action: 'send', n: 1 }]);
    const { rows: visits } = await sql<{ outcome: string; visited_on: string }>`
      select outcome, to_char(visited_on, 'YYYY-MM-DD') as visited_on from visits
       where customer_register = ${ESTRELA}::bpchar`.execute(t.handle.db);
    expect(visits).toEqual([{ outcome: 'sold', visited_on: '2025-09-30' }]);
    expect(await count('order_draft_lines')).toBe(5 + 2);
  });

  it('counts sent, unlinked portal orders in the next order’s goal and credit “before”', async () => {
    // F: ESTRELA, 1 × VER25.0003 at 3.30. Before: MAL 840.00 + A's 873.91 = 1,713.91; credit 48,706.85 − A's
    // 1,044.72 = 47,662.13, after 47,658.83.
    const saved = await put(F, {
      customerRegister: ESTRELA,
      paymentDays: 30,
      discountPercent: 0,
      items: [{ reference: 'VER25.0003', parts: 1 }],
    });
    expect(saved.body.evaluation.goals).toEqual([
      {
        quotaArticle: 'MAL',
        description: 'MALHARIA',
        goal: 1000,
        salesBefore: 1713.91,
        salesAfter: 1717.21,
        percentBefore: 171.39,
        percentAfter: 171.72,
      },
    ]);
    expect(saved.body.evaluation.credit).toEqual({
      projectedBalanceBefore: 47662.13,
      projectedBalanceAfter: 47658.83,
      flagAfter: 0,
    });
  });

  it('links the ERP’s echo: A turns in-erp with its number and counts once; an unknown id is reported', async () => {
    const result = await importFolder(t.handle, ORDERS_ERP_ECHO);
    if (!result.ok) throw new Error(result.problems.join('\n'));
    expect(result.notices).toEqual([
      'Pedidos do portal vinculados ao ERP: 1',
      'Pedidos com portal_order_id desconhecido pelo portal (mantidos): 100005 (9f1c2d3e-0000-4000-8000-0000000000ff)',
    ]);
    const read = await t.call<OrderDraftAnswer>('GET', `/api/v1/order-drafts/${A}`, 'REP1');
    expect(read.body).toMatchObject({ status: 'in-erp', erpOrderNumber: 100004 });
    // As the ERP's order 100004 (same lines, open, issued today) A still counts exactly once; the echo's 100005
    // (1 × 3.30, open, today) adds 3.30 to the sales and the carteira.
    const f = await put(F, {
      customerRegister: ESTRELA,
      paymentDays: 30,
      discountPercent: 0,
      items: [{ reference: 'VER25.0003', parts: 1 }],
    });
    expect(f.body.evaluation.goals[0]?.salesBefore).toBe(1717.21);
    expect(f.body.evaluation.credit.projectedBalanceBefore).toBe(47658.83);
  });

  it('gives the screen its starting figures: rate, maximum discount, goals and credit before, base flag', async () => {
    // A now counts as the ERP's 100004 (open, issued today) and the echo also brought 100005 (1 × 3.30, open):
    // MAL 840.00 + 873.91 + 3.30 = 1,717.21, JEA 170.81; balance 48,706.85 − 1,044.72 − 3.30 = 47,658.83. F is a
    // draft: not counted.
    const context = await t.call<OrderContextAnswer>(
      'GET',
      `/api/v1/order-context?customerRegister=${ESTRELA}`,
      'REP1',
    );
    expect(context.body).toEqual({
      customer: { register: ESTRELA, name: 'MODAS ESTRELA LTDA' },
      representativeId: 1,
      month: '2025-09-01',
      priceTable: 'TAB 01 - ATACADO',
      priceTableSource: 'latest-order',
      maxDiscountPercent: 10,
      commissionRate: 5,
      goals: [
        { quotaArticle: 'JEA', description: 'JEANS', goal: 2000, salesBefore: 170.81 },
        { quotaArticle: 'MAL', description: 'MALHARIA', goal: 1000, salesBefore: 1717.21 },
      ],
      credit: { projectedBalanceBefore: 47658.83, baseFlag: 0 },
      // A company without payment conditions, carriers or approval (docs/domain.md §8.1).
      terms: { approvalOn: false, carriers: [], paymentConditions: [], usualPaymentCondition: null },
    });
    const charme = await t.call<OrderContextAnswer>(
      'GET',
      `/api/v1/order-context?customerRegister=${CHARME}`,
      'SUPER',
    );
    // C (55.00, sent) is not linked: it lowers CHARME's balance; flag 3 (suspended) whatever the balance.
    expect(charme.body.credit).toEqual({ projectedBalanceBefore: -55, baseFlag: 3 });
    expect(charme.body.goals).toEqual([
      { quotaArticle: 'MAL', description: 'MALHARIA', goal: 500, salesBefore: 55 },
    ]);
  });

  it('repeats a past ERP order by reference, colour and size, each line checked against today’s catalog', async () => {
    const recent = await t.call<OrderRepeatAnswer>('GET', '/api/v1/order-repeat/100002', 'REP1');
    expect(recent.body).toEqual({
      orderNumber: 100002,
      issueDate: '2025-09-20',
      customer: { register: ESTRELA, name: 'MODAS ESTRELA LTDA' },
      representativeId: 1,
      priceTable: 'TAB 01 - ATACADO',
      paymentDays: 30,
      // A company without conditions or carriers: nothing of them to keep; 420.00 of 420.00 net, no discount.
      terms: {
        priceTable: 'TAB 01 - ATACADO',
        paymentConditionCode: null,
        freightType: null,
        carrierCode: null,
        discountPercent: 0,
      },
      notes: [],
      lines: [
        {
          reference: 'VER25.0001',
          description: 'CAMISETA BÁSICA',
          colorCode: '01',
          size: 'P',
          parts: 12,
          orderable: true,
          reason: null,
        },
        {
          reference: 'VER25.0001',
          description: 'CAMISETA BÁSICA',
          colorCode: '02',
          size: 'G',
          parts: 12,
          orderable: false,
          reason: 'Cor e tamanho fora da grade ativa',
        },
      ],
    });
    const old = await t.call<OrderRepeatAnswer>('GET', '/api/v1/order-repeat/100001', 'REP1');
    // 399.00 + 507.30 of 420.00 + 534.00: the ERP's 5 % off, within REP1's 10 %.
    expect(old.body.terms.discountPercent).toBe(5);
    expect(old.body.lines.map((l) => [l.reference, l.orderable, l.reason])).toEqual([
      ['VER25.0001', false, 'O pedido original não tem cor e tamanho: escolha na grade'],
      ['VER25.0002', false, 'O pedido original não tem cor e tamanho: escolha na grade'],
    ]);
    expect((await t.call('GET', '/api/v1/order-repeat/100003', 'REP1')).status).toBe(403);
    expect((await t.call('GET', '/api/v1/order-repeat/999999', 'REP1')).status).toBe(404);
  });

  it('lists the orders with their totals: frozen once sent, priced now while a draft', async () => {
    const list = await t.call<OrderDraftSummary[]>('GET', '/api/v1/order-drafts?representativeId=1', 'SUPER');
    expect(
      list.body.map((row) => [
        row.id,
        row.status,
        row.erpOrderNumber,
        row.lines,
        row.parts,
        row.value,
        row.netValue,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [A, 'in-erp', 100004, 5, 31, 1099.7, 1044.72],
        [F, 'draft', null, 1, 1, 3.3, 3.3],
        [B, 'draft', null, 6, 7.5, 243.15, 213.97],
      ]),
    );
    const sent = await t.call<OrderDraftSummary[]>('GET', '/api/v1/order-drafts?status=in-erp,sent', 'ADMIN');
    expect(sent.body.map((row) => row.id).sort()).toEqual([A, C].sort());
  });

  it('counts on the team board the orders sent from the portal in their month, whatever became of them', async () => {
    // September: A (rep 1, sent 2025-09-30, in-erp since the echo) 1,044.72 and C (rep 2, sent) 55.00; B and F are
    // drafts. A's send recorded ESTRELA's visit without a position.
    const figures = async (date: string) => {
      const board = await t.call<TeamMonthBoardAnswer>('GET', `/api/v1/team/board?date=${date}`, 'ADMIN');
      const pick = (row: Omit<TeamMonthBoardAnswer['total'], 'representatives'>) => [
        row.portalOrdersSent,
        row.portalOrdersSentValue,
        row.visits,
        row.visitsWithLocation,
        row.offSiteVisits,
      ];
      return {
        rows: Object.fromEntries(board.body.rows.map((row) => [row.representativeId, pick(row)])),
        total: pick(board.body.total),
      };
    };
    expect(await figures('2025-09-15')).toEqual({
      rows: { 1: [1, 1044.72, 1, 0, 0], 2: [1, 55, 0, 0, 0] },
      total: [2, 1099.72, 1, 0, 0],
    });
    expect(await figures('2025-08-15')).toEqual({
      rows: { 1: [0, 0, 0, 0, 0], 2: [0, 0, 0, 0, 0] },
      total: [0, 0, 0, 0, 0],
    });
    // The BI board: the same figures per rep and month of the send day.
    const bi = await t.call<TeamBoardRow[]>(
      'GET',
      '/api/comercial/representantes/bi?initialMonth=2025-08&finalMonth=2025-09',
      'ADMIN',
    );
    expect(
      bi.body.map((row) => [
        row.representativeId,
        row.month,
        row.portalOrdersSent,
        row.portalOrdersSentValue,
        row.visits,
        row.visitsWithLocation,
        row.offSiteVisits,
      ]),
    ).toEqual([
      [1, '2025-08', 0, 0, 0, 0, 0],
      [1, '2025-09', 1, 1044.72, 1, 0, 0],
      [2, '2025-08', 0, 0, 0, 0, 0],
      [2, '2025-09', 1, 55, 0, 0, 0],
    ]);
  });

  it('answers the catalog a device already has with an empty 304 until an import changes it', async () => {
    const url = `/api/v1/catalog?customerRegister=${ESTRELA}`;
    const first = await t.getWith(url, 'REP1', {});
    const tag = String(first.headers.etag);
    expect(first.status).toBe(200);
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await t.getWith(url, 'REP1', { 'if-none-match': tag });
    expect([again.status, again.text, again.headers.etag]).toEqual([304, '', tag]);
    // Another table, or a customer outside the scope, never takes the tag.
    expect((await t.getWith(`${url}&priceTable=01`, 'REP1', { 'if-none-match': tag })).status).toBe(200);
    const other = `/api/v1/catalog?customerRegister=${CHARME}`;
    expect((await t.getWith(other, 'REP1', { 'if-none-match': tag })).status).toBe(403);

    const folder = mkdtempSync(join(tmpdir(), 'portal-stock-'));
    writeFileSync(
      join(folder, 'stock.csv'),
      'reference,color_code,size,available,next_date,next_available\n' +
        'VER25.0001,01,P,7,,\nVER25.0001,01,M,0,2025-10-15,24\nVER25.0001,01,G,5,2025-11-20,12\nVER25.0001,02,P,100,,\n',
    );
    try {
      expect((await importFolder(t.handle, folder)).ok).toBe(true);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    const after = await t.getWith(url, 'REP1', { 'if-none-match': tag });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(tag);
    const catalog = JSON.parse(after.text) as CatalogAnswer;
    expect(catalog.references[0]?.skus[0]).toEqual([0, 0, 7, null, null]);
  });

  it('computes a catalog once for everyone who may see its customer, until an import changes it', async () => {
    const importStock = async (available: number) => {
      const folder = mkdtempSync(join(tmpdir(), 'portal-stock-'));
      writeFileSync(
        join(folder, 'stock.csv'),
        `reference,color_code,size,available,next_date,next_available\nVER25.0001,01,P,${available},,\n`,
      );
      try {
        // The first one drops VER25.0001's other cells, past the removal guard.
        expect((await importFolder(t.handle, folder, { allowRemovals: true })).ok).toBe(true);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    };
    const read = async (url: string, user: 'REP1' | 'REP2' | 'SUPER') => {
      const answer = await t.getWith(url, user, {});
      return { status: answer.status, cache: answer.headers['x-portal-cache'], text: answer.text };
    };
    const firstStock = (text: string) => (JSON.parse(text) as CatalogAnswer).references[0]?.skus[0]?.[2];
    const url = `/api/v1/catalog?customerRegister=${ESTRELA}`;
    await importStock(3);

    // Two devices at once: one computes, the other waits for its answer (or, arriving after, finds it kept).
    const [first, twin] = await Promise.all([read(url, 'REP1'), read(url, 'SUPER')]);
    expect([first.cache, twin.cache].filter((cache) => cache === 'miss')).toHaveLength(1);
    expect(twin.text).toBe(first.text);
    expect(firstStock(first.text)).toBe(3);
    const supervisor = await read(url, 'SUPER');
    expect([supervisor.status, supervisor.cache, supervisor.text]).toEqual([200, 'hit', first.text]);
    // Cached, the customer is still checked against the caller's scope.
    expect((await read(url, 'REP2')).status).toBe(403);

    const searched = await read(`${url}&search=camiseta`, 'REP1');
    const collection = await read(`${url}&collection=INV26`, 'REP1');
    expect([searched.cache, collection.cache]).toEqual(['miss', 'miss']);
    expect((JSON.parse(searched.text) as CatalogAnswer).references.map((row) => row.reference)).toEqual([
      'VER25.0001',
    ]);
    expect((JSON.parse(collection.text) as CatalogAnswer).references).toEqual([]);
    const compressed = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${await t.login('REP1', 'REP123')}`, 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString('utf8')).toBe(first.text);

    await importStock(9);
    const imported = await read(url, 'SUPER');
    expect([imported.cache, firstStock(imported.text)]).toEqual(['miss', 9]);

    // Warmed after an import: the first rep of the morning gets each table's catalog already made.
    await importStock(4);
    expect(await warmCatalogs(t.handle.db, t.app.deps.catalogCache)).toMatchObject({ tables: 3 });
    const warmed = await read(url, 'REP1');
    expect([warmed.cache, firstStock(warmed.text)]).toEqual(['hit', 4]);

    // The same through Importações' upload: its end warms every table's catalog (each under every source), and the
    // first rep's call after it is a hit.
    const cache = t.app.deps.catalogCache;
    const answer = cache.answer;
    const everyTable = 3 * priceTableSources.length;
    let keptSinceUpload = 0;
    cache.answer = async (key, compute) => {
      const kept = await answer(key, compute);
      keptSinceUpload += 1;
      return kept;
    };
    try {
      const uploaded = await t.app.inject({
        method: 'POST',
        url: '/api/v1/imports?name=estoque.zip',
        payload: zipOf([
          {
            name: 'stock.csv',
            data: 'reference,color_code,size,available,next_date,next_available\nVER25.0001,01,P,6,,\n',
          },
        ]),
        headers: {
          authorization: `Bearer ${await t.login('ADMIN', ORDER_USERS.ADMIN)}`,
          'content-type': 'application/zip',
        },
      });
      expect(uploaded.statusCode).toBe(202);
      for (let tries = 0; tries < 800 && keptSinceUpload < everyTable; tries += 1)
        await new Promise((resolve) => setTimeout(resolve, 25));
      expect(keptSinceUpload).toBe(everyTable);
    } finally {
      cache.answer = answer;
    }
    const afterUpload = await read(url, 'REP1');
    expect([afterUpload.cache, firstStock(afterUpload.text)]).toEqual(['hit', 6]);
  });
});
