import type { OrderDraftAnswer } from '@portal/contracts';
import { buildOrderPdf, orderPdfTermsOf } from '@portal/contracts/order-pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrdersApp, ESTRELA, ORDER_USERS, type OrdersApp } from '../../testing/orders-fixture.ts';
import { PACKS_FILES } from '../../testing/packs-fixture.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { databaseKinds } from '../../testing/test-database.ts';

// The order's PDF (docs/domain.md §8.4), read back as text. ESTRELA, TAB 01 - ATACADO, 5 % off:
//   VER25.0001 PRETO: GR1 × 2 (P4 M4 G2) + 3 pieces of P → P7 M4 G2 = 13 × 35.00 = 455.00 → 245 × 0.95 = 232.75,
//     140 → 133.00, 70 → 66.50: net 432.25
//   VER25.0002 AZUL: J1 × 10 (38, 40) → 10 + 10 × 89.90 = 1,798.00; each 899.00 → 854.05: net 1,708.10
//   totals 33 pieces, 2,253.00, discount 112.65, net 2,140.35; the rep's 5 % commission, 107.02, is never printed.

const ORDER = '0e000000-0000-4000-8000-0000000000b1';
const COMPANY = 'Confecções Aurora Ltda';

const pdfOf = async (t: OrdersApp, id: string, user: keyof typeof ORDER_USERS = 'REP1') => {
  const token = await t.login(user, ORDER_USERS[user]);
  return t.app.inject({
    method: 'GET',
    url: `/api/v1/order-drafts/${id}/pdf`,
    headers: { authorization: `Bearer ${token}` },
  });
};

describe.each(databaseKinds)("the order's PDF on %s", (kind) => {
  let t: OrdersApp;
  beforeAll(async () => {
    t = await buildOrdersApp(kind, { files: PACKS_FILES, companyName: COMPANY });
    const saved = await t.call('PUT', `/api/v1/order-drafts/${ORDER}`, 'REP1', {
      customerRegister: ESTRELA,
      paymentDays: 30,
      deliveryDate: '2025-10-20',
      discountPercent: 5,
      note: 'Entregar pela manhã, portão 2',
      items: [
        { reference: 'VER25.0001', colorCode: '01', packCode: 'GR1', packs: 2 },
        { reference: 'VER25.0001', colorCode: '01', size: 'P', parts: 3 },
        { reference: 'VER25.0002', colorCode: '10', packCode: 'J1', packs: 10 },
      ],
    });
    expect(saved.status).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('prints the draft with its grid, packs, prices and totals in Brazilian figures, and no commission or credit', async () => {
    const response = await pdfOf(t, ORDER);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="pedido-0e000000.pdf"');
    const rows = await pdfText(response.rawPayload);
    expect(rows).toEqual([
      `${COMPANY} Pedido 0e000000`,
      'Cliente: MODAS ESTRELA LTDA',
      'CNPJ: 11.222.333/0001-81',
      'Cidade: SÃO PAULO/SP',
      'Representante: JOÃO REPRESENTAÇÕES LTDA',
      'Situação: Rascunho',
      'Data: ' + rows.find((row) => row.startsWith('Data: '))?.slice(6),
      'Tabela de preço: TAB 01 - ATACADO',
      'Prazo: 30 dias',
      'Entrega: 20/10/2025',
      'VER25.0001 CAMISETA BÁSICA Preço unitário: 35,00',
      'Cor P M G Total',
      'PRETO (pacote GR1 × 2) 7 4 2 13',
      'Peças: 13 Valor: 455,00 Líquido: 432,25',
      'VER25.0002 CALÇA JEANS SKINNY Preço unitário: 89,90',
      'Cor 38 40 Total',
      'AZUL (pacote J1 × 10) 10 10 20',
      'Peças: 20 Valor: 1.798,00 Líquido: 1.708,10',
      'Total de peças 33',
      'Valor bruto 2.253,00',
      'Desconto (5,00%) 112,65',
      'Valor líquido 2.140,35',
      'Observação',
      'Entregar pela manhã, portão 2',
    ]);
    expect(rows.find((row) => row.startsWith('Data: '))).toMatch(/^Data: \d{2}\/\d{2}\/\d{4}$/);
    const all = rows.join('\n');
    expect(all).not.toMatch(/comiss|crédito|credito|meta|saldo/i);
    expect(all).not.toContain('107,02');
  });

  it('prints the sent order with its send day, and the bytes are those the device builds from the same answer', async () => {
    const sent = await t.call<OrderDraftAnswer>('POST', `/api/v1/order-drafts/${ORDER}/send`, 'REP1');
    expect(sent.status).toBe(200);
    const response = await pdfOf(t, ORDER);
    const rows = await pdfText(response.rawPayload);
    expect(rows).toContain('Situação: Enviado');
    expect(rows).toContain('Enviado em: 30/09/2025');

    const read = await t.call<OrderDraftAnswer>('GET', `/api/v1/order-drafts/${ORDER}`, 'REP1');
    const { printout } = read.body;
    if (!printout) throw new Error('sem printout');
    expect(printout).toEqual({
      companyName: COMPANY,
      customerCity: 'SÃO PAULO',
      customerState: 'SP',
      representativeName: 'JOÃO REPRESENTAÇÕES LTDA',
    });
    const onDevice = buildOrderPdf({ order: read.body, printout, terms: orderPdfTermsOf(read.body) });
    expect(Buffer.from(onDevice).equals(response.rawPayload)).toBe(true);
  });

  it("refuses another rep's order (403) and an unknown one (404), in Portuguese", async () => {
    const other = await pdfOf(t, ORDER, 'REP2');
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({
      error: { message: 'Acesso negado: o pedido é de outro representante' },
    });
    const unknown = await pdfOf(t, '0e000000-0000-4000-8000-0000000000ff');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { message: 'Pedido não encontrado' } });
  });
});
