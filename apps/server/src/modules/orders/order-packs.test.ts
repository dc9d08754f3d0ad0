import type { CatalogAnswer, OrderDraftAnswer, OrderExportAnswer } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrdersApp, ESTRELA, type OrdersApp } from '../../testing/orders-fixture.ts';
import { PACKS_FILES } from '../../testing/packs-fixture.ts';
import { databaseKinds } from '../../testing/test-database.ts';

// Packs in the order (docs/domain.md §8.2) on test-fixtures/orders plus testing/packs-fixture.ts, worked out by hand
// (ESTRELA prices with TAB 01 - ATACADO: VER25.0001 35.00, VER25.0002 89.90):
//   2 packs GR1 (P2 M2 G1) of PRETO + 3 pieces of PRETO/P, 3 packs J1 (38, 40) of AZUL:
//   line 0 VER25.0001 PRETO/P 4 + 3 = 7 × 35.00 = 245.00 (GR1 × 2)
//   line 1 VER25.0001 PRETO/M       4 × 35.00 = 140.00 (GR1 × 2)
//   line 2 VER25.0001 PRETO/G       2 × 35.00 =  70.00 (GR1 × 2)
//   line 3 VER25.0002 AZUL/38       3 × 89.90 = 269.70 (J1 × 3)
//   line 4 VER25.0002 AZUL/40       3 × 89.90 = 269.70 (J1 × 3)
//   totals 19 pieces, 994.40.

const P1 = '0e000000-0000-4000-8000-0000000000a1';
const P2 = '0e000000-0000-4000-8000-0000000000a2';

const order = {
  customerRegister: ESTRELA,
  paymentDays: 30,
  discountPercent: 0,
  note: '',
};

describe.each(databaseKinds)('packs in the order on %s', (kind) => {
  let t: OrdersApp;
  beforeAll(async () => {
    t = await buildOrdersApp(kind, { files: PACKS_FILES });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists each reference sold by the pack and its packs with the whole packs free per colour', async () => {
    const { status, body } = await t.call<CatalogAnswer>(
      'GET',
      `/api/v1/catalog?customerRegister=${ESTRELA}`,
      'REP1',
    );
    expect(status).toBe(200);
    const byReference = new Map(body.references.map((reference) => [reference.reference, reference]));
    expect(byReference.get('VER25.0001')?.soldBy).toBe('piece');
    expect(byReference.get('VER25.0001')?.packs).toEqual([
      {
        code: 'GR1',
        parts: 5,
        sizes: [
          { size: 'P', parts: 2 },
          { size: 'M', parts: 2 },
          { size: 'G', parts: 1 },
        ],
        // BRANCO's G is inactive: GR1 does not serve it. PRETO has no M free.
        packsAvailable: [{ colorCode: '01', packs: 0 }],
      },
      {
        code: 'GR2',
        parts: 2,
        sizes: [
          { size: 'P', parts: 1 },
          { size: 'M', parts: 1 },
        ],
        // BRANCO/M is not in stock.csv: only its P (100 free) limits it.
        packsAvailable: [
          { colorCode: '01', packs: 0 },
          { colorCode: '02', packs: 100 },
        ],
      },
      {
        code: 'GR3',
        parts: 3,
        sizes: [{ size: 'M', parts: 3 }],
        packsAvailable: [
          { colorCode: '01', packs: 0 },
          { colorCode: '02', packs: null },
        ],
      },
    ]);
    expect(byReference.get('VER25.0002')).toMatchObject({
      soldBy: 'pack',
      packs: [
        {
          code: 'J1',
          parts: 2,
          sizes: [
            { size: '38', parts: 1 },
            { size: '40', parts: 1 },
          ],
          packsAvailable: [{ colorCode: '10', packs: 3 }],
        },
      ],
    });
    expect(byReference.get('VER25.0003')).toMatchObject({ soldBy: 'piece', packs: [] });
  });

  it('expands packs into one line per size, adding pieces of the same cell, and exports their code and count', async () => {
    const saved = await t.call<OrderDraftAnswer>('PUT', `/api/v1/order-drafts/${P1}`, 'REP1', {
      ...order,
      items: [
        { reference: 'VER25.0001', colorCode: '01', packCode: 'GR1', packs: 2 },
        { reference: 'VER25.0001', colorCode: '01', size: 'P', parts: 3 },
        { reference: 'VER25.0002', colorCode: '10', packCode: 'J1', packs: 3 },
      ],
    });
    expect(saved.status).toBe(200);
    const { evaluation } = saved.body;
    expect(
      evaluation.lines.map((line) => [
        line.reference,
        line.colorName,
        line.size,
        line.parts,
        line.value,
        line.packCode,
        line.packs,
      ]),
    ).toEqual([
      ['VER25.0001', 'PRETO', 'P', 7, 245, 'GR1', 2],
      ['VER25.0001', 'PRETO', 'M', 4, 140, 'GR1', 2],
      ['VER25.0001', 'PRETO', 'G', 2, 70, 'GR1', 2],
      ['VER25.0002', 'AZUL', '38', 3, 269.7, 'J1', 3],
      ['VER25.0002', 'AZUL', '40', 3, 269.7, 'J1', 3],
    ]);
    expect(evaluation.totals).toMatchObject({ parts: 19, value: 994.4, netValue: 994.4 });
    expect(evaluation.problems).toEqual([]);
    expect(saved.body.items).toEqual([{ reference: 'VER25.0001', colorCode: '01', size: 'P', parts: 3 }]);
    expect(saved.body.packItems).toEqual([
      { reference: 'VER25.0001', colorCode: '01', packCode: 'GR1', packs: 2 },
      { reference: 'VER25.0002', colorCode: '10', packCode: 'J1', packs: 3 },
    ]);
    const list = await t.call<{ id: string; parts: number; value: number }[]>(
      'GET',
      '/api/v1/order-drafts',
      'REP1',
    );
    expect(list.body.find((row) => row.id === P1)).toMatchObject({ parts: 19, value: 994.4 });

    const sent = await t.call<OrderDraftAnswer>('POST', `/api/v1/order-drafts/${P1}/send`, 'REP1');
    expect(sent.status).toBe(200);
    const pulled = await t.call<OrderExportAnswer>('GET', '/api/v1/order-drafts/export', 'ADMIN');
    const items = pulled.body.orders.find((row) => row.portalOrderId === P1)?.items ?? [];
    expect(items.map((item) => [item.size, item.parts, item.packCode, item.packs])).toEqual([
      ['P', 7, 'GR1', 2],
      ['M', 4, 'GR1', 2],
      ['G', 2, 'GR1', 2],
      ['38', 3, 'J1', 3],
      ['40', 3, 'J1', 3],
    ]);
  });

  it('refuses pieces of a reference sold by the pack, unknown pack codes and broken pack counts', async () => {
    const saved = await t.call<OrderDraftAnswer>('PUT', `/api/v1/order-drafts/${P2}`, 'REP1', {
      ...order,
      items: [
        { reference: 'VER25.0002', colorCode: '10', size: '38', parts: 1 },
        { reference: 'VER25.0001', colorCode: '01', packCode: 'GR9', packs: 1 },
        { reference: 'VER25.0001', colorCode: '01', packCode: 'GR2', packs: 1.5 },
        { reference: 'VER25.0001', colorCode: '02', packCode: 'GR1', packs: 1 },
      ],
    });
    expect(saved.status).toBe(200);
    expect(
      saved.body.evaluation.problems.map((problem) => [problem.kind, problem.line, problem.message]),
    ).toEqual([
      ['pack', 0, 'VER25.0002 AZUL/38: referência vendida só por pacote; peça pacotes inteiros'],
      ['sku', 3, 'VER25.0001 cor 02 tamanho G não está na grade ativa'],
      ['pack', null, 'VER25.0001 não tem o pacote GR9'],
      ['pack', null, 'VER25.0001 pacote GR2: 1,5 pacotes inválido (use um número inteiro de 1 ou mais)'],
    ]);
    const refused = await t.call<{ error: { code: string } }>(
      'POST',
      `/api/v1/order-drafts/${P2}/send`,
      'REP1',
    );
    expect(refused.status).toBe(422);
  });

  it('answers a malformed pack item with a Portuguese 400 and writes nothing', async () => {
    const bad = await t.call<{ error: { code: string; message: string } }>(
      'PUT',
      `/api/v1/order-drafts/0e000000-0000-4000-8000-0000000000a3`,
      'REP1',
      { ...order, items: [{ reference: 'VER25.0001', colorCode: '01', packCode: 'GR1', packs: 'dois' }] },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('Número de pacotes inválido');
    const read = await t.call('GET', '/api/v1/order-drafts/0e000000-0000-4000-8000-0000000000a3', 'REP1');
    expect(read.status).toBe(404);
  });
});
